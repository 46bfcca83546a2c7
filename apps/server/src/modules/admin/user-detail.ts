import type { AdminUserDetail } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { notFound } from '../../lib/app-error.ts';
import { storeOfOwner } from '../catalogue/index.ts';
import { getStoreBalance, listMoneyLog } from '../ledger/index.ts';
import { latestOrdersOfUser } from '../order/index.ts';
import { listUserSessions } from '../session/index.ts';
import { findUserById, presentAdminUsers } from '../user/index.ts';

/** A user as support sees them: the account and balance, the latest 20 entries and orders, sessions, the store. */
export async function userDetail(db: Db, userId: number): Promise<AdminUserDetail> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('msg.user_not_found');
  const [[user], ledger, orders, sessions, store] = await Promise.all([
    presentAdminUsers(db, [row]),
    listMoneyLog(db, userId, { page: 1, limit: 20 }),
    latestOrdersOfUser(db, userId),
    listUserSessions(db, userId),
    storeOfOwner(db, userId),
  ]);
  return {
    user: user!,
    ledger: ledger.list,
    orders,
    sessions: sessions.map((session) => ({
      id: session.id,
      ip: session.ip,
      user_agent: session.userAgent,
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })),
    stores: store
      ? [
          {
            id: store.id,
            name: store.name,
            status: store.status,
            balance: formatMoney(await getStoreBalance(db, store.id)),
            created_at: store.createdAt.toISOString(),
          },
        ]
      : [],
  };
}
