import { randomUUID } from 'node:crypto';
import { adminUserChangeResponse } from '@market/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Throttle } from '../src/lib/throttle.ts';
import { auditLog } from '../src/modules/audit/index.ts';
import { checkFundPassword } from '../src/modules/user/index.ts';
import { useAdminUserTests } from './admin-users-support.ts';
import { buildUser, post } from './helper.ts';
import { buildBuyer, FUND_PASSWORD, fund } from './order-support.ts';
import { ADDRESS } from './wallet-support.ts';

// the refusals tested come before the fund password's throttle is asked anything
const unusedThrottle = {} as Throttle;

const { ctx, asSupport, lastAudit, login } = useAdminUserTests();

describe('freeze and unfreeze', () => {
  it('freezes: sessions end, login and the old token are refused, paying is refused; audited', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    const { body } = await asSupport('/api/admin/user/freeze', {
      user_id: buyer.user.id,
      reason: 'card fraud',
    });
    expect(body.msg).toBe('The account is frozen and its sessions have ended');
    expect(adminUserChangeResponse.parse(body.data)).toEqual({
      user_id: buyer.user.id,
      is_disabled: true,
      has_fund_password: true,
      sessions_ended: 1,
    });
    const audit = await lastAudit(`user:${buyer.user.id}`);
    expect(audit).toMatchObject({ actorId: ctx.support.user.id, action: 'user.freeze', ip: '127.0.0.1' });
    expect(audit?.before).toEqual({ is_disabled: false, has_fund_password: true });
    expect(audit?.after).toMatchObject({ is_disabled: true, reason: 'card fraud', sessions_ended: 1 });

    expect((await post(ctx.app, '/api/user/index', {}, { token: buyer.token })).status).toBe(401);
    const pay = await post(
      ctx.app,
      '/api/order/pay',
      { checkout_id: 1, fund_password: FUND_PASSWORD },
      { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(pay.status).toBe(401);
    const withdraw = await post(
      ctx.app,
      '/api/wallet/withdraw',
      {
        currency: 'USDT',
        network: 'TRC20',
        address: ADDRESS.TRC20,
        amount: '10',
        fund_password: FUND_PASSWORD,
      },
      { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(withdraw.status).toBe(401);
    // even a session that outlived the freeze cannot move money: the fund password check refuses
    await expect(
      checkFundPassword({ db: ctx.database.db, throttle: unusedThrottle }, buyer.user.id, FUND_PASSWORD),
    ).rejects.toMatchObject({ messageKey: 'msg.account_disabled' });
    const refused = await login(buyer);
    expect(refused.body.msg).toBe('This account has been disabled');

    const twice = await asSupport('/api/admin/user/freeze', { user_id: buyer.user.id, reason: 'again' });
    expect(twice.body).toMatchObject({
      code: 0,
      msg: 'This account is already frozen',
      data: { field: 'user_id' },
    });

    const thaw = await asSupport('/api/admin/user/unfreeze', { user_id: buyer.user.id, reason: 'cleared' });
    expect(thaw.body.data).toMatchObject({ is_disabled: false, sessions_ended: 0 });
    expect((await lastAudit(`user:${buyer.user.id}`))?.action).toBe('user.unfreeze');
    expect((await login(buyer)).body.code).toBe(1);
  });

  it('refuses bad input naming the field, an unknown user (404), an admin for support (403), oneself', async () => {
    const noReason = await asSupport('/api/admin/user/freeze', { user_id: ctx.finance.user.id, reason: ' ' });
    expect(noReason.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });
    const unknown = await asSupport('/api/admin/user/freeze', { user_id: 99_999_999, reason: 'x' });
    expect(unknown.status).toBe(404);
    const anAdmin = await asSupport('/api/admin/user/freeze', { user_id: ctx.finance.user.id, reason: 'x' });
    expect(anAdmin.status).toBe(403);
    const self = await post(
      ctx.app,
      '/api/admin/user/freeze',
      { user_id: ctx.admin.user.id, reason: 'x' },
      { token: ctx.admin.token },
    );
    expect(self.body).toMatchObject({ code: 0, data: { field: 'user_id' } });
    const notFrozen = await asSupport('/api/admin/user/unfreeze', {
      user_id: ctx.support.user.id + 1000,
      reason: 'x',
    });
    expect(notFrozen.status).toBe(404);
    const stillActive = await buildUser(ctx.database);
    const notFrozenYet = await asSupport('/api/admin/user/unfreeze', {
      user_id: stillActive.user.id,
      reason: 'x',
    });
    expect(notFrozenYet.body.msg).toBe('This account is not frozen');
    expect(await lastAudit(`user:${stillActive.user.id}`)).toBeUndefined();
  });
});

describe('reset the fund password, revoke sessions', () => {
  it('clears the fund password: paying asks to set one; audited', async () => {
    const buyer = await buildBuyer(ctx);
    const { body } = await asSupport('/api/admin/user/reset_fund_password', {
      user_id: buyer.user.id,
      reason: 'forgot it',
    });
    expect(body.data).toMatchObject({ has_fund_password: false, is_disabled: false, sessions_ended: 0 });
    await expect(
      checkFundPassword({ db: ctx.database.db, throttle: unusedThrottle }, buyer.user.id, FUND_PASSWORD),
    ).rejects.toMatchObject({ messageKey: 'msg.fund_password_not_set' });
    const audit = await lastAudit(`user:${buyer.user.id}`);
    expect(audit).toMatchObject({ action: 'user.reset_fund_password' });
    expect(audit?.after).toMatchObject({ has_fund_password: false, reason: 'forgot it' });
    expect((await post(ctx.app, '/api/user/index', {}, { token: buyer.token })).body.code).toBe(1);
  });

  it('ends every session: the old tokens answer 401, the account may log in again; audited', async () => {
    const buyer = await buildUser(ctx.database);
    const second = (await login(buyer)).body.data.token as string;
    const { body } = await asSupport('/api/admin/user/revoke_sessions', {
      user_id: buyer.user.id,
      reason: 'lost phone',
    });
    expect(body).toMatchObject({
      code: 1,
      msg: 'Every session of the account has ended',
      data: { sessions_ended: 2 },
    });
    for (const token of [buyer.token, second]) {
      expect((await post(ctx.app, '/api/user/index', {}, { token })).status).toBe(401);
    }
    expect((await lastAudit(`user:${buyer.user.id}`))?.after).toMatchObject({
      sessions_ended: 2,
      reason: 'lost phone',
    });
    expect((await login(buyer)).body.code).toBe(1);
  });

  it('is refused to finance (users.manage is support’s)', async () => {
    const buyer = await buildUser(ctx.database);
    const { status } = await post(
      ctx.app,
      '/api/admin/user/revoke_sessions',
      { user_id: buyer.user.id, reason: 'x' },
      { token: ctx.finance.token },
    );
    expect(status).toBe(403);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `user:${buyer.user.id}`));
    expect(rows).toEqual([]);
  });
});

describe.each(['freeze', 'unfreeze', 'reset_fund_password', 'revoke_sessions'])(
  'POST /api/admin/user/%s',
  (action) => {
    const url = `/api/admin/user/${action}`;

    it('names a missing reason and a bad id, answers 404 for an unknown user, and writes no audit row', async () => {
      const target = await buildUser(ctx.database);
      expect((await asSupport(url, { user_id: target.user.id })).body).toMatchObject({
        code: 0,
        data: { field: 'reason' },
      });
      expect((await asSupport(url, { user_id: 0, reason: 'x' })).body).toMatchObject({
        code: 0,
        data: { field: 'user_id' },
      });
      expect((await asSupport(url, { user_id: 99_999_999, reason: 'x' })).status).toBe(404);
      expect(await lastAudit(`user:${target.user.id}`)).toBeUndefined();
    });
  },
);
