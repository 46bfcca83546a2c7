import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../src/modules/audit/index.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * The hooks of the back office's user tests: the app, a support, a finance and a super admin; a
 * support's call, the latest audit row of a subject (before and after parsed), a user's login.
 */
export function useAdminUserTests() {
  const ctx = useTestApp(async (ctx) => ({
    support: await buildUser(ctx.database, { role: 'admin', adminRole: 'support' }),
    finance: await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' }),
    admin: await buildUser(ctx.database, { role: 'admin' }),
  }));
  return {
    ctx,
    asSupport: (url: string, body: object) => post(ctx.app, url, body, { token: ctx.support.token }),
    async lastAudit(subject: string) {
      const [row] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, subject))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row && { ...row, before: JSON.parse(row.before!), after: JSON.parse(row.after!) };
    },
    login: (user: TestUser) =>
      post(ctx.app, '/api/user/login', { account: user.user.username, password: user.password }),
  };
}
