import { type SQL, sql } from 'drizzle-orm';
import { buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { rowsOf } from './order-support.ts';

/** The message calls of a test file, on its app, as `user` (or the admin for `send`). */
export function messageCalls(ctx: TestContext & { admin: TestUser }) {
  const as = (user: TestUser, lang?: string) => ({ token: user.token, ...(lang && { lang }) });
  return {
    send: (body: object, token = ctx.admin.token) =>
      post(ctx.app, '/api/admin/message/send', body, { token }),
    list: (user: TestUser, body: object = {}, lang?: string) =>
      post(ctx.app, '/api/message/index', body, as(user, lang)),
    detail: (user: TestUser, id: unknown, lang?: string) =>
      post(ctx.app, '/api/message/detail', { id }, as(user, lang)),
    unread: async (user: TestUser) =>
      (await post(ctx.app, '/api/message/unread', {}, as(user))).body.data.count as number,
    readAll: (user: TestUser) => post(ctx.app, '/api/message/read_all', {}, as(user)),
    /** A fresh buyer: broadcasts sent before it signed up are not its to see (decision 031). */
    newUser: () => buildUser(ctx.database),
    rows: <T>(query: SQL) => rowsOf<T>(ctx.database, query),
    /** How many rows `site_messages` and `site_message_reads` hold. */
    tableSizes: async () => {
      const [row] = await rowsOf<{ messages: number; reads: number }>(
        ctx.database,
        sql`select (select count(*) from site_messages)::int as messages,
          (select count(*) from site_message_reads)::int as reads`,
      );
      return row!;
    },
  };
}

/** A notice as an admin sends it: English, and German where given. */
export const notice = (en: string, de?: string) => ({
  title: { en, ...(de && { de: `${de}` }) },
  body: { en: `${en}: the text`, ...(de && { de: `${de}: der Text` }) },
});
