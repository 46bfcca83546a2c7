import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import {
  adminUserChangeResponse,
  adminUserDetail,
  adminUserExportRequest,
  adminUserIdRequest,
  adminUserReasonRequest,
} from './users.ts';

const tags = ['admin'];

/** Support's hand on an account (the list itself is `adminCalls.users`); each change is audited. */
export const adminUserCalls = {
  detail: defineCall({
    method: 'POST',
    path: '/api/admin/user/detail',
    access: 'admin',
    permission: 'users.view',
    tags,
    summary: 'A user with balance, latest ledger entries and orders, sessions (no tokens) and stores',
    request: adminUserIdRequest,
    response: adminUserDetail,
  }),
  freeze: defineCall({
    method: 'POST',
    path: '/api/admin/user/freeze',
    access: 'admin',
    permission: 'users.manage',
    tags,
    summary: 'Freeze an account with a reason (audited): it cannot log in or move money; its sessions end',
    request: adminUserReasonRequest,
    response: adminUserChangeResponse,
  }),
  unfreeze: defineCall({
    method: 'POST',
    path: '/api/admin/user/unfreeze',
    access: 'admin',
    permission: 'users.manage',
    tags,
    summary: 'Unfreeze an account with a reason (audited): it may log in again',
    request: adminUserReasonRequest,
    response: adminUserChangeResponse,
  }),
  resetFundPassword: defineCall({
    method: 'POST',
    path: '/api/admin/user/reset_fund_password',
    access: 'admin',
    permission: 'users.manage',
    tags,
    summary: "Clear a user's fund password with a reason (audited): the user sets a new one before paying",
    request: adminUserReasonRequest,
    response: adminUserChangeResponse,
  }),
  revokeSessions: defineCall({
    method: 'POST',
    path: '/api/admin/user/revoke_sessions',
    access: 'admin',
    permission: 'users.manage',
    tags,
    summary: 'End every session of a user with a reason (audited): each device must log in again',
    request: adminUserReasonRequest,
    response: adminUserChangeResponse,
  }),
  exportCsv: defineCall({
    method: 'POST',
    path: '/api/admin/user/export',
    access: 'admin',
    permission: 'users.view',
    tags,
    summary: 'The users of the list’s filter as CSV (UTF-8 with BOM), streamed',
    request: adminUserExportRequest,
    response: z.string(),
    binary: true,
  }),
};
