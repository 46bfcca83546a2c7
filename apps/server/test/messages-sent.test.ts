import { adminSentMessagePage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/message/index.ts';
import { buildUser, post } from './helper.ts';
import { messageCalls, notice } from './messages-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({
  admin: await buildUser(database, { role: 'admin', adminRole: 'support' }),
}));
const { send, detail, newUser } = messageCalls(ctx);
const sentList = (body: object = {}, token = ctx.admin.token) =>
  post(ctx.app, '/api/admin/message/list', body, { token });

describe('POST /api/admin/message/list', () => {
  it('lists the notices sent, newest first, with every language, the sender, the recipient and the reads', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const toAlice = (await send({ user_id: alice.user.id, ...notice('Hello', 'Hallo') })).body.data;
    const broadcast = (await send(notice('Sale'))).body.data;
    // an event's message is not a notice an admin sent: it stays out of the list
    await ctx.database.db.transaction((tx) => notify(tx, alice.user.id, 'order_shipped', { order_no: 'X1' }));
    await detail(alice, toAlice.id);
    await detail(alice, broadcast.id);
    await detail(bob, broadcast.id);

    const page = await sentList();
    expect(page.body.code).toBe(1);
    expect(adminSentMessagePage.parse(page.body.data)).toEqual({
      list: [
        {
          id: broadcast.id,
          user_id: null,
          username: null,
          title: { en: 'Sale' },
          body: { en: 'Sale: the text' },
          sender: ctx.admin.user.username,
          reads: 2,
          created_at: broadcast.created_at,
        },
        {
          id: toAlice.id,
          user_id: alice.user.id,
          username: alice.user.username,
          title: { en: 'Hello', de: 'Hallo' },
          body: { en: 'Hello: the text', de: 'Hallo: der Text' },
          sender: ctx.admin.user.username,
          reads: 1,
          created_at: toAlice.created_at,
        },
      ],
      total: 2,
      page: 1,
      limit: 20,
    });
  });

  it('filters by recipient and pages', async () => {
    const user = await newUser();
    await send({ user_id: user.user.id, ...notice('Personal') });
    await send(notice('Everyone'));
    const everyone = (await sentList({ to: 'everyone' })).body.data;
    expect(everyone.list.every((m: { user_id: number | null }) => m.user_id === null)).toBe(true);
    expect(everyone.list[0].title).toEqual({ en: 'Everyone' });
    const personal = (await sentList({ to: 'user' })).body.data;
    expect(personal.list.every((m: { user_id: number | null }) => m.user_id !== null)).toBe(true);
    expect(personal.list[0].title).toEqual({ en: 'Personal' });
    const all = (await sentList()).body.data.total;
    expect(everyone.total + personal.total).toBe(all);
    const second = (await sentList({ page: 2, limit: 1 })).body.data;
    expect(second).toMatchObject({ page: 2, limit: 1, total: all });
    expect(second.list).toHaveLength(1);
  });

  it('names the field of bad input', async () => {
    expect((await sentList({ to: 'nobody' })).body).toMatchObject({ code: 0, data: { field: 'to' } });
    expect((await sentList({ page: 0 })).body).toMatchObject({ code: 0, data: { field: 'page' } });
    expect((await sentList({ extra: 1 })).body).toMatchObject({ code: 0 });
  });

  it('is refused to a role without the messages permission', async () => {
    const finance = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    expect((await sentList({}, finance.token)).status).toBe(403);
  });
});
