import { defineCall } from '../common/call.ts';
import { loginRequest } from '../user/login.ts';
import { sessionResponse } from '../user/userinfo.ts';
import { adjustBalanceRequest, adjustBalanceResponse } from '../wallet/ledger.ts';
import { emptyBody } from '../common/envelope.ts';
import { jobsResponse } from './jobs.ts';
import { adminMeResponse } from './roles.ts';
import { adminUserListRequest, adminUserListResponse } from './users.ts';

const tags = ['admin'];

/** The back office's login, its users, and support's balance adjustments. */
export const adminCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/admin/login',
    access: 'visitor',
    tags,
    summary: 'Log in to the back office',
    request: loginRequest,
    response: sessionResponse,
  }),
  me: defineCall({
    method: 'POST',
    path: '/api/admin/me',
    access: 'admin',
    permission: 'dashboard',
    tags,
    summary: "The signed-in admin's role and what it may use (the back office's menus)",
    request: emptyBody,
    response: adminMeResponse,
  }),
  users: defineCall({
    method: 'POST',
    path: '/api/admin/user/list',
    access: 'admin',
    permission: 'users.view',
    tags,
    summary: 'Users by id or the start of a username, e-mail or nickname; sorted; the count stops at 10,000',
    request: adminUserListRequest,
    response: adminUserListResponse,
  }),
  adjustBalance: defineCall({
    method: 'POST',
    path: '/api/admin/user/adjust_balance',
    access: 'admin',
    permission: 'adjustments',
    tags,
    summary: "Credit or debit a user's balance (audited); takes an Idempotency-Key header",
    request: adjustBalanceRequest,
    response: adjustBalanceResponse,
    idempotent: true,
  }),
  jobs: defineCall({
    method: 'POST',
    path: '/api/admin/jobs',
    access: 'admin',
    permission: 'jobs',
    tags,
    summary: 'The recurring jobs (order clock, sales roll-up): queued, active, failed, the latest failures',
    request: emptyBody,
    response: jobsResponse,
  }),
};
