import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { expectLedgerBalanced } from './order-support.ts';
import { useTwoPersonTests } from './two-person-support.ts';
import { txHash } from './wallet-support.ts';

const t = useTwoPersonTests();
const { ctx, admins, approve, pay, reject } = t;

const NOT_APPROVED = 'Approve this withdrawal before marking it paid';
const SECOND_PENDING = "This withdrawal still needs a second admin's approval";
const TWICE = 'You have already approved this; the second approval must come from another admin';
const OWN = "You cannot decide on your own account's money; another admin must";

async function withdrawal(amount: string, balance = '2000') {
  const user = await t.buildWallet(balance);
  const { body } = await t.withdraw(user, { amount });
  return { user, id: body.data.withdrawal.id as number };
}

describe('POST /api/admin/withdraw/approve and /pay', () => {
  it('at or below the threshold: one admin approves, another marks it paid with the hash, each audited', async () => {
    const { user, id } = await withdrawal('500');
    const approved = await approve({ id }, admins.finance);
    expect(approved.body.data).toMatchObject({
      id,
      status: 'approved',
      approvals_required: 1,
      approvals: [{ admin_id: admins.finance.user.id, username: admins.finance.user.username }],
    });
    const noHash = await pay({ id }, admins.second);
    expect(noHash.body).toEqual({
      code: 0,
      msg: 'Please enter the transaction hash',
      data: { field: 'tx_hash' },
    });
    const hash = txHash();
    const paid = await pay({ id, tx_hash: hash }, admins.second);
    expect(paid.body.data).toMatchObject({ id, status: 'paid', tx_hash: hash });
    expect(await t.balanceOf(user)).toBe('1500');
    const again = await approve({ id }, admins.second);
    expect(again.body).toEqual({ code: 0, msg: 'This withdrawal has already been paid out', data: null });
    const mine = await post(ctx.app, '/api/wallet/withdraw_list', {}, { token: user.token });
    expect(mine.body.data.list[0]).toMatchObject({ id, status: 'paid', tx_hash: hash });
    const audits = await t.audits(`withdrawal:${id}`);
    expect(audits.map((row) => [row.action, row.actor_id])).toEqual([
      ['withdrawal.approve', admins.finance.user.id],
      ['withdrawal.pay', admins.second.user.id],
    ]);
    expect(JSON.parse(audits[0]!.after)).toEqual({
      status: 'approved',
      approvals: [admins.finance.user.id],
      approvals_required: 1,
    });
    expect(JSON.parse(audits[1]!.after)).toEqual({ status: 'paid', tx_hash: hash, held: '0' });
    expect(audits[1]!.ip).toBe('127.0.0.1');
    await expectLedgerBalanced(ctx.database);
  });

  it('above the threshold: two different admins, never the same one twice; paying waits for both', async () => {
    const { user, id } = await withdrawal('500.01');
    expect((await pay({ id, tx_hash: txHash() }, admins.finance)).body.msg).toBe(NOT_APPROVED);
    const first = await approve({ id }, admins.finance);
    expect(first.body.data).toMatchObject({ status: 'pending', approvals_required: 2 });
    expect(first.body.data.approvals).toHaveLength(1);
    expect((await approve({ id }, admins.finance)).body).toEqual({ code: 0, msg: TWICE, data: null });
    expect((await pay({ id, tx_hash: txHash() }, admins.finance)).body.msg).toBe(SECOND_PENDING);
    // the one-step review is held to the same rule and changes nothing
    const review = await t.reviewWithdrawal({ id, approve: true, tx_hash: txHash() }, admins.finance.token);
    expect(review.body.msg).toBe(TWICE);
    const second = await approve({ id }, admins.second);
    expect(second.body.data.status).toBe('approved');
    expect(second.body.data.approvals.map((a: { admin_id: number }) => a.admin_id)).toEqual([
      admins.finance.user.id,
      admins.second.user.id,
    ]);
    const paid = await pay({ id, tx_hash: txHash() }, admins.finance);
    expect(paid.body.data.status).toBe('paid');
    expect(await t.balanceOf(user)).toBe('1499.99');
    const actions = (await t.audits(`withdrawal:${id}`)).map((row) => row.action);
    expect(actions).toEqual(['withdrawal.approve', 'withdrawal.approve', 'withdrawal.pay']);
    await expectLedgerBalanced(ctx.database);
  });

  it('the one-step review pays at once with one approval, or as the second approver', async () => {
    const small = await withdrawal('100');
    const paid = await t.reviewWithdrawal(
      { id: small.id, approve: true, tx_hash: txHash() },
      admins.finance.token,
    );
    expect(paid.body.data).toMatchObject({ status: 'paid' });
    const large = await withdrawal('900');
    const alone = await t.reviewWithdrawal(
      { id: large.id, approve: true, tx_hash: txHash() },
      admins.finance.token,
    );
    expect(alone.body.msg).toBe(SECOND_PENDING);
    expect((await t.audits(`withdrawal:${large.id}`)).length).toBe(0);
    await approve({ id: large.id }, admins.finance);
    const asSecond = await t.reviewWithdrawal(
      { id: large.id, approve: true, tx_hash: txHash() },
      admins.second.token,
    );
    expect(asSecond.body.data.status).toBe('paid');
    await expectLedgerBalanced(ctx.database);
  });

  it('the account holder can take no step on their own withdrawal', async () => {
    const holder = await t.buildAdminWallet('1000');
    const id = (await t.withdraw(holder, { amount: '100' })).body.data.withdrawal.id;
    expect((await approve({ id }, holder)).body).toEqual({ code: 0, msg: OWN, data: null });
    expect((await reject({ id, reason: 'mine' }, holder)).body.msg).toBe(OWN);
    await approve({ id }, admins.finance);
    expect((await pay({ id, tx_hash: txHash() }, holder)).body.msg).toBe(OWN);
    expect(await t.balanceOf(holder)).toBe('900');
  });

  it('answers an unknown withdrawal 404 and bad input naming the field', async () => {
    const steps = [
      [approve, {}],
      [pay, { tx_hash: txHash() }],
      [reject, { reason: 'x' }],
    ] as const;
    for (const [step, body] of steps) {
      const unknown = await step({ id: 987654, ...body }, admins.finance);
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe('Withdrawal not found');
      const badId = await step({ id: 'x', ...body }, admins.finance);
      expect(badId.body).toMatchObject({ code: 0, data: { field: 'id' } });
    }
    const { id } = await withdrawal('100');
    await approve({ id }, admins.finance);
    const wrongNetwork = await pay({ id, tx_hash: txHash('ERC20') }, admins.finance);
    expect(wrongNetwork.body).toMatchObject({ code: 0, data: { field: 'tx_hash' } });
    const extra = await approve({ id, approve: true }, admins.finance);
    expect(extra.body).toMatchObject({ code: 0, data: { field: 'approve' } });
  });
});

describe('POST /api/admin/withdraw/reject', () => {
  it('rejects at any step before paid with a reason, refunding the hold once', async () => {
    const { user, id } = await withdrawal('800');
    await approve({ id }, admins.finance);
    const noReason = await reject({ id, reason: ' ' }, admins.second);
    expect(noReason.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });
    const rejected = await reject({ id, reason: 'address on a sanctions list' }, admins.second);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'address on a sanctions list' });
    expect(await t.balanceOf(user)).toBe('2000');
    expect((await reject({ id, reason: 'again' }, admins.finance)).body.msg).toBe(
      'This request has already been rejected',
    );
    expect((await approve({ id }, admins.finance)).body.msg).toBe('This request has already been rejected');
    const audits = await t.audits(`withdrawal:${id}`);
    expect(audits.map((row) => row.action)).toEqual(['withdrawal.approve', 'withdrawal.reject']);
    expect(JSON.parse(audits[1]!.before)).toEqual({ status: 'pending', held: '800.00000000' });

    const approvedOne = await withdrawal('100', '100');
    await approve({ id: approvedOne.id }, admins.finance);
    const late = await reject({ id: approvedOne.id, reason: 'changed our mind' }, admins.finance);
    expect(late.body.data.status).toBe('rejected');
    expect(await t.balanceOf(approvedOne.user)).toBe('100');
    const paidOne = await withdrawal('50');
    await approve({ id: paidOne.id }, admins.finance);
    await pay({ id: paidOne.id, tx_hash: txHash() }, admins.finance);
    expect((await reject({ id: paidOne.id, reason: 'too late' }, admins.second)).body.msg).toBe(
      'This withdrawal has already been paid out',
    );
    await expectLedgerBalanced(ctx.database);
  });
});
