import { defineCall } from '../common/call.ts';
import {
  adjustmentApproveRequest,
  adjustmentListRequest,
  adjustmentPage,
  adjustmentRejectRequest,
  adjustmentSchema,
} from './adjustments.ts';

const tags = ['admin'];

/** Balance adjustments above the two-person threshold, waiting for a second admin (decision 042). */
export const adminAdjustmentCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/admin/adjustment/list',
    access: 'admin',
    permission: 'adjustments',
    tags,
    summary: 'Balance adjustments, newest first, by status or user',
    request: adjustmentListRequest,
    response: adjustmentPage,
  }),
  approve: defineCall({
    method: 'POST',
    path: '/api/admin/adjustment/approve',
    access: 'admin',
    permission: 'adjustments',
    tags,
    summary:
      'Approve a pending adjustment as the second admin (not its requester, not the account holder): posted to the ledger, once (audited)',
    request: adjustmentApproveRequest,
    response: adjustmentSchema,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/api/admin/adjustment/reject',
    access: 'admin',
    permission: 'adjustments',
    tags,
    summary: 'Reject a pending adjustment with a reason, as the second admin; nothing moves (audited)',
    request: adjustmentRejectRequest,
    response: adjustmentSchema,
  }),
};
