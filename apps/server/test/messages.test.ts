import { messagePage, messageSchema } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/message/index.ts';
import { buildUser, post } from './helper.ts';
import { messageCalls, notice } from './messages-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({ admin: await buildUser(database, { role: 'admin' }) }));
const { send, list, detail, unread, readAll, newUser, rows, tableSizes } = messageCalls(ctx);

describe('an admin’s message to one user', () => {
  it('reaches that user only, in their language (English otherwise), and is read once opened', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    const sent = await send({ user_id: alice.user.id, ...notice('Welcome', 'Willkommen') });
    expect(sent.body).toEqual({
      code: 1,
      msg: 'The message has been sent',
      data: { id: expect.any(Number), user_id: alice.user.id, created_at: expect.any(String) },
    });
    const { id } = sent.body.data;
    expect(await unread(alice)).toBe(1);
    const page = await list(alice);
    expect(messagePage.parse(page.body.data)).toEqual({
      list: [
        {
          id,
          kind: 'notice',
          title: 'Welcome',
          summary: 'Welcome: the text',
          is_read: false,
          created_at: sent.body.data.created_at,
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    });
    expect((await list(alice, {}, 'de')).body.data.list[0].title).toBe('Willkommen');
    expect((await list(alice, {}, 'fr')).body.data.list[0].title).toBe('Welcome');

    const foreign = await detail(bob, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, msg: 'This message does not exist', data: null });
    expect((await list(bob)).body.data).toMatchObject({ list: [], total: 0 });

    const opened = await detail(alice, id, 'de');
    expect(messageSchema.parse(opened.body.data)).toEqual({
      id,
      kind: 'notice',
      title: 'Willkommen',
      body: 'Willkommen: der Text',
      is_read: true,
      created_at: sent.body.data.created_at,
    });
    expect(await unread(alice)).toBe(0);
    expect((await list(alice)).body.data.list[0].is_read).toBe(true);
    const audit = await rows<{ actor_id: number; action: string; after: string }>(
      sql`select actor_id::int, action, after from audit_log where subject = ${`message:${id}`}`,
    );
    expect(audit).toEqual([
      { actor_id: ctx.admin.user.id, action: 'message.send', after: expect.any(String) },
    ]);
    expect(JSON.parse(audit[0]!.after)).toEqual({
      user_id: alice.user.id,
      title: { en: 'Welcome', de: 'Willkommen' },
    });
  });

  it('keeps its text as plain text: markup is neither run nor removed, line breaks stay', async () => {
    const user = await newUser();
    const title = { en: '<b>Sale</b> & more' };
    const body = { en: 'Line one\n<script>alert(1)</script>', ar: '' };
    const { id } = (await send({ user_id: user.user.id, title, body })).body.data;
    const opened = await detail(user, id, 'ar');
    expect(opened.body.data).toMatchObject({ title: '<b>Sale</b> & more', body: body.en });
    expect((await list(user)).body.data.list[0].summary).toBe('Line one <script>alert(1)</script>');
  });
});

describe('a broadcast', () => {
  it('is one row for every user, and each user reads it for themselves', async () => {
    const users = [await newUser(), await newUser(), await newUser()];
    const before = await tableSizes();
    const sent = await send(notice('Maintenance tonight'));
    expect(sent.body).toMatchObject({ code: 1, data: { user_id: null } });
    const { id } = sent.body.data;
    expect(await tableSizes()).toEqual({ messages: before.messages + 1, reads: before.reads });
    expect(await rows(sql`select user_id from site_messages where id = ${id}`)).toEqual([{ user_id: null }]);
    expect(await Promise.all(users.map(unread))).toEqual([1, 1, 1]);

    const [first, second, third] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    expect((await detail(first, id)).body.data).toMatchObject({ id, is_read: true, kind: 'notice' });
    expect((await detail(first, id)).body.data.is_read).toBe(true);
    expect(await Promise.all(users.map(unread))).toEqual([0, 1, 1]);
    expect((await list(second)).body.data.list[0]).toMatchObject({ id, is_read: false });
    const all = await readAll(third);
    expect(all.body).toEqual({ code: 1, msg: 'All messages are marked as read', data: { count: 0 } });
    expect(await Promise.all(users.map(unread))).toEqual([0, 1, 0]);
    expect(await tableSizes()).toEqual({ messages: before.messages + 1, reads: before.reads + 2 });
    const audit = await rows(sql`select action from audit_log where subject = ${`message:${id}`}`);
    expect(audit).toEqual([{ action: 'message.broadcast' }]);
  });

  it('is not shown to someone who signed up after it was sent (decision 031)', async () => {
    const { id } = (await send(notice('Old news'))).body.data;
    const later = await newUser();
    expect(await unread(later)).toBe(0);
    expect((await list(later)).body.data).toMatchObject({ list: [], total: 0 });
    expect((await detail(later, id)).body).toEqual({
      code: 404,
      msg: 'This message does not exist',
      data: null,
    });
  });
});

describe('the list and the unread count', () => {
  it('holds one’s own messages and the broadcasts, newest first, page by page; read_all reads both', async () => {
    const user = await newUser();
    const ids: number[] = [];
    for (const body of [
      { user_id: user.user.id, ...notice('One') },
      notice('Two'),
      { user_id: user.user.id, ...notice('Three') },
    ])
      ids.push((await send(body)).body.data.id);
    expect(await unread(user)).toBe(3);
    const first = await list(user, { page: 1, limit: 2 });
    expect(first.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.body.data.list.map((m: { title: string }) => m.title)).toEqual(['Three', 'Two']);
    const second = await list(user, { page: '2', limit: 2 });
    expect(second.body.data.list.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    expect((await readAll(user)).body.data).toEqual({ count: 0 });
    expect(await unread(user)).toBe(0);
    expect((await list(user)).body.data.list.map((m: { is_read: boolean }) => m.is_read)).toEqual([
      true,
      true,
      true,
    ]);
    // reading everything again, or a message again, changes nothing
    expect((await readAll(user)).body.data).toEqual({ count: 0 });
    expect((await detail(user, ids[1])).body.data.is_read).toBe(true);
  });

  it('words an event’s message in the language of the request that reads it', async () => {
    const user = await newUser();
    await ctx.database.db.transaction((tx) =>
      notify(tx, user.user.id, 'withdrawal_paid', { amount: '12.5', currency: 'USDT' }),
    );
    const read = async (lang: string) => (await list(user, {}, lang)).body.data.list[0];
    expect(await read('en')).toMatchObject({
      kind: 'withdrawal_paid',
      title: 'Withdrawal paid',
      summary: 'Your withdrawal of 12.5 USDT has been paid out to your wallet address.',
    });
    expect(await read('zh-CN')).toMatchObject({ title: '提现已到账' });
    expect(await read('ar')).toMatchObject({ title: 'تم صرف السحب' });
    expect((await read('ja')).summary).toContain('12.5 USDT');
    expect(await unread(user)).toBe(1);
  });
});

describe('refusals', () => {
  it('names the field of bad input', async () => {
    const user = await newUser();
    expect((await detail(user, 'abc')).body).toMatchObject({ code: 0, data: { field: 'id' } });
    expect((await post(ctx.app, '/api/message/detail', {}, { token: user.token })).body).toMatchObject({
      code: 0,
      data: { field: 'id' },
    });
    expect((await list(user, { page: 0 })).body).toMatchObject({ code: 0, data: { field: 'page' } });
    expect((await list(user, { limit: 101 })).body).toMatchObject({ code: 0, data: { field: 'limit' } });
    const noEnglish = await send({ title: { de: 'Hallo' }, body: { en: 'x' } });
    expect(noEnglish.body).toEqual({
      code: 0,
      msg: 'Please enter the title in English',
      data: { field: 'title' },
    });
    const noBody = await send({ title: { en: 'Hi' } }, ctx.admin.token);
    expect(noBody.body).toEqual({
      code: 0,
      msg: 'Please enter the message text in English',
      data: { field: 'body' },
    });
    const long = await send({ title: { en: 'Hi', ja: 'あ'.repeat(121) }, body: { en: 'x' } });
    expect(long.body).toEqual({
      code: 0,
      msg: 'The title is at most 120 characters in each language',
      data: { field: 'title' },
    });
    const language = await send({ title: { en: 'Hi', xx: 'y' }, body: { en: 'x' } });
    expect(language.body).toMatchObject({ code: 0, data: { field: 'xx' } });
    expect((await send({ user_id: 'me', ...notice('Hi') })).body).toMatchObject({
      code: 0,
      data: { field: 'user_id' },
    });
    const nobody = await send({ user_id: 99_999_999, ...notice('Hi') });
    expect(nobody.body).toEqual({ code: 404, msg: 'This user does not exist', data: null });
    expect((await detail(user, 99_999_999)).body).toMatchObject({ code: 404 });
  });

  it('answers 401 without a session and 403 to a buyer sending', async () => {
    for (const path of ['index', 'detail', 'read_all', 'unread']) {
      const answer = await post(ctx.app, `/api/message/${path}`, path === 'detail' ? { id: 1 } : {});
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, msg: 'Please login first', data: null });
    }
    expect((await post(ctx.app, '/api/admin/message/send', notice('Hi'))).body.code).toBe(401);
    const buyer = await newUser();
    const asBuyer = await send(notice('Hi'), buyer.token);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toEqual({ code: 403, msg: 'You do not have permission to do this', data: null });
  });
});
