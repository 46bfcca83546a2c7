import { adminUserDetail, adminUserListResponse } from '@market/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { useAdminUserTests } from './admin-users-support.ts';
import { buildUser, post } from './helper.ts';
import { fund } from './order-support.ts';

const { ctx, asSupport } = useAdminUserTests();

describe('POST /api/admin/user/list', () => {
  it('finds a user by the start of the e-mail, the username, the nickname, or the id', async () => {
    const target = await buildUser(ctx.database, { username: 'zed_search', email: 'zed.person@mail.test' });
    await ctx.database.db.update(users).set({ nickname: 'Zorro Trader' }).where(eq(users.id, target.user.id));
    for (const keyword of ['Zed.Person@', 'ZED_SEA', 'zorro t', String(target.user.id)]) {
      const { body } = await asSupport('/api/admin/user/list', { keyword });
      const data = adminUserListResponse.parse(body.data);
      expect(
        data.list.map((u) => u.id),
        keyword,
      ).toContain(target.user.id);
      expect(data.total_capped).toBe(false);
    }
    const { body } = await asSupport('/api/admin/user/list', { keyword: 'person@' });
    expect(body.data.list.map((u: { id: number }) => u.id)).not.toContain(target.user.id);
  });

  it('sorts by username both ways and pages', async () => {
    for (const name of ['sortme_a', 'sortme_b', 'sortme_c'])
      await buildUser(ctx.database, { username: name });
    const names = async (direction: string, page = 1) =>
      (
        await asSupport('/api/admin/user/list', {
          keyword: 'sortme_',
          sort: 'username',
          direction,
          limit: 2,
          page,
        })
      ).body.data;
    expect((await names('asc')).list.map((u: { username: string }) => u.username)).toEqual([
      'sortme_a',
      'sortme_b',
    ]);
    expect((await names('desc')).list.map((u: { username: string }) => u.username)).toEqual([
      'sortme_c',
      'sortme_b',
    ]);
    const second = await names('asc', 2);
    expect(second.list.map((u: { username: string }) => u.username)).toEqual(['sortme_c']);
    expect(second.total).toBe(3);
  });

  it('names a bad sort and refuses a page past the counted rows', async () => {
    const bad = await asSupport('/api/admin/user/list', { sort: 'money' });
    expect(bad.body.code).toBe(0);
    expect(bad.body.data).toEqual({ field: 'sort' });
    const deep = await asSupport('/api/admin/user/list', { page: 501, limit: 20 });
    expect(deep.body).toMatchObject({ code: 0, data: { field: 'page' } });
    expect(deep.body.msg).toContain('10000');
  });
});

describe('POST /api/admin/user/detail', () => {
  it('shows balance, ledger, sessions without tokens, and orders', async () => {
    const buyer = await buildUser(ctx.database);
    await fund(ctx, ctx.admin, buyer.user.id, '25.5');
    const { body } = await post(
      ctx.app,
      '/api/admin/user/detail',
      { user_id: buyer.user.id },
      { token: ctx.finance.token },
    );
    const data = adminUserDetail.parse(body.data);
    expect(data.user.money).toBe('25.5');
    expect(data.ledger[0]).toMatchObject({ kind: 'adjustment', amount: '25.5' });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'test' });
    expect(JSON.stringify(body.data)).not.toContain(buyer.token);
    expect(data.orders).toEqual([]);
    expect(data.stores).toEqual([]);
  });

  it('answers 404 for an unknown user and names a bad id', async () => {
    const unknown = await asSupport('/api/admin/user/detail', { user_id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('This user does not exist');
    const bad = await asSupport('/api/admin/user/detail', { user_id: 'x' });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'user_id' } });
  });
});
