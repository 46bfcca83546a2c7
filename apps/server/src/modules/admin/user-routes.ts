import { adminRecordCalls, adminUserCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { entryExportChunk, listEntriesForAdmin, presentAdminEntry } from '../ledger/index.ts';
import { listOrdersForAdmin, orderExportChunk, presentAdminOrder } from '../order/index.ts';
import { userExportChunk } from '../user/index.ts';
import { sendCsv } from './csv-export.ts';
import { auditExport, changeUser } from './user-actions.ts';
import { userDetail } from './user-detail.ts';

const USER_COLUMNS = ['id', 'username', 'email', 'nickname', 'role', 'frozen', 'fund_password', 'created_at'];
const ORDER_COLUMNS = [
  'id',
  'order_no',
  'user_id',
  'username',
  'store_id',
  'store',
  'status',
  'total',
  'created_at',
  'paid_at',
];
const LEDGER_COLUMNS = [
  'id',
  'journal',
  'account_type',
  'account_id',
  'kind',
  'amount',
  'balance_after',
  'reference',
  'memo',
  'actor_id',
  'created_at',
];

/** Support's user screens, and every order and ledger entry with their CSV exports (decision 043). */
export function adminUserRoutes(ctx: AppContext) {
  const { db } = ctx;
  return [
    route(adminUserCalls.detail, ({ input }) => userDetail(db, input.user_id)),
    route(
      adminUserCalls.freeze,
      ({ user, input, request }) => changeUser(db, { ...user, ip: request.ip }, 'user.freeze', input),
      {
        message: 'msg.user_frozen',
      },
    ),
    route(
      adminUserCalls.unfreeze,
      ({ user, input, request }) => changeUser(db, { ...user, ip: request.ip }, 'user.unfreeze', input),
      {
        message: 'msg.user_unfrozen',
      },
    ),
    route(
      adminUserCalls.resetFundPassword,
      ({ user, input, request }) =>
        changeUser(db, { ...user, ip: request.ip }, 'user.reset_fund_password', input),
      { message: 'msg.fund_password_cleared' },
    ),
    route(
      adminUserCalls.revokeSessions,
      ({ user, input, request }) =>
        changeUser(db, { ...user, ip: request.ip }, 'user.revoke_sessions', input),
      { message: 'msg.sessions_revoked' },
    ),
    route(adminUserCalls.exportCsv, async ({ user, input, request, reply }) => {
      await auditExport(db, { id: user.id, ip: request.ip }, 'users', input);
      return sendCsv(reply, 'users', {
        columns: USER_COLUMNS,
        chunk: (afterId, size) => userExportChunk(db, input, afterId, size),
        cells: (row) => [
          row.id,
          row.username,
          row.email,
          row.nickname,
          row.role,
          row.isDisabled,
          row.fundPasswordHash !== null,
          row.createdAt.toISOString(),
        ],
      });
    }),
    route(adminRecordCalls.orders, ({ input }) => listOrdersForAdmin(db, input)),
    route(adminRecordCalls.exportOrders, async ({ user, input, request, reply }) => {
      await auditExport(db, { id: user.id, ip: request.ip }, 'orders', input);
      return sendCsv(reply, 'orders', {
        columns: ORDER_COLUMNS,
        chunk: (afterId, size) => orderExportChunk(db, input, afterId, size),
        cells: (row) => Object.values(presentAdminOrder(row)),
      });
    }),
    route(adminRecordCalls.ledger, ({ input }) => listEntriesForAdmin(db, input)),
    route(adminRecordCalls.exportLedger, async ({ user, input, request, reply }) => {
      await auditExport(db, { id: user.id, ip: request.ip }, 'ledger', input);
      return sendCsv(reply, 'ledger', {
        columns: LEDGER_COLUMNS,
        chunk: (afterId, size) => entryExportChunk(db, input, afterId, size),
        cells: (row) => Object.values(presentAdminEntry(row)),
      });
    }),
  ];
}
