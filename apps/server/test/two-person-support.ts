import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { buildUser, post, type TestUser } from './helper.ts';
import { fund, setFundPassword } from './order-support.ts';
import { useWalletTests } from './wallet-support.ts';

/** The threshold the two-person tests run under: a hold or an adjustment above 500 USDT needs two admins. */
export const THRESHOLD = '500';

export interface AuditRow {
  action: string;
  actor_id: number;
  before: string;
  after: string;
  ip: string | null;
}

/**
 * The wallet tests' app with the two-person threshold at 500, two finance admins (`finance`,
 * `second`), and the back office's steps on withdrawals and adjustments as calls.
 */
export function useTwoPersonTests() {
  const wallet = useWalletTests();
  const { ctx } = wallet;
  const admins = {} as { finance: TestUser; second: TestUser };
  beforeAll(async () => {
    admins.finance = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    admins.second = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    const saved = await wallet.saveSettings({
      ...(await wallet.settings()),
      two_person_threshold: THRESHOLD,
    });
    if (saved.body.code !== 1) throw new Error(`threshold not saved: ${saved.body.msg}`);
  });

  const call = (path: string) => (body: object, admin: TestUser) =>
    post(ctx.app, path, body, { token: admin.token });

  return {
    ...wallet,
    admins,
    approve: call('/api/admin/withdraw/approve'),
    pay: call('/api/admin/withdraw/pay'),
    reject: call('/api/admin/withdraw/reject'),
    approveAdjustment: call('/api/admin/adjustment/approve'),
    rejectAdjustment: call('/api/admin/adjustment/reject'),
    listAdjustments: call('/api/admin/adjustment/list'),
    /** An admin with a fund password and `amount` credited: an account holder who is also an admin. */
    async buildAdminWallet(amount: string) {
      const holder = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
      await setFundPassword(ctx.database, holder.user.id);
      await fund(ctx, ctx.admin, holder.user.id, amount);
      return holder;
    },
    /** The audit rows about `subject`, oldest first. */
    audits: (subject: string) =>
      wallet.rows<AuditRow>(
        sql`select action, actor_id::int as actor_id, before, after, ip from audit_log where subject = ${subject} order by id`,
      ),
  };
}
