import { backOfficeCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { cappedPage } from '../../lib/capped-list.ts';
import { route } from '../../plugins/calls.ts';
import { listAudit, listAuditActions } from './queries.ts';

/** The audit log, read-only: no call changes or removes a row (a trigger refuses it too). */
export function auditRoutes(ctx: AppContext) {
  return [
    route(backOfficeCalls.audit, async ({ input }) => {
      const { page, limit, ...filter } = input;
      const { rows, count } = await listAudit(ctx.db, filter, { page, limit });
      return cappedPage(rows, count, page);
    }),
    route(backOfficeCalls.auditActions, () => listAuditActions(ctx.db)),
  ];
}
