import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import { emptyBody } from '../common/envelope.ts';
import {
  adminAccount,
  adminListRequest,
  adminListResponse,
  adminRevokeRequest,
  adminRoleRequest,
} from './admins.ts';
import { auditActionsResponse, auditListRequest, auditPage } from './audit.ts';
import { dashboardResponse } from './dashboard.ts';

const tags = ['admin'];
const admin = 'admin' as const;

/** The back office's dashboard, its audit log and the admins a super admin manages. */
export const backOfficeCalls = {
  dashboard: defineCall({
    method: 'POST',
    path: '/api/admin/dashboard',
    access: admin,
    permission: 'dashboard',
    tags,
    summary: "Waiting items per queue the role may use, today's figures and the last 30 days (UTC)",
    request: emptyBody,
    response: dashboardResponse,
  }),
  audit: defineCall({
    method: 'POST',
    path: '/api/admin/audit/list',
    access: admin,
    permission: 'audit',
    tags,
    summary: 'The audit log, newest first, by actor, action, subject and days',
    request: auditListRequest,
    response: auditPage,
  }),
  auditActions: defineCall({
    method: 'POST',
    path: '/api/admin/audit/actions',
    access: admin,
    permission: 'audit',
    tags,
    summary: 'The actions the audit log holds (the filter of the audit screen)',
    request: emptyBody,
    response: auditActionsResponse,
  }),
  admins: defineCall({
    method: 'POST',
    path: '/api/admin/admins/list',
    access: admin,
    permission: 'admins',
    tags,
    summary: 'The admins with their roles',
    request: adminListRequest,
    response: adminListResponse,
  }),
  grantAdmin: defineCall({
    method: 'POST',
    path: '/api/admin/admins/grant',
    access: admin,
    permission: 'admins',
    tags,
    summary: 'Make a buyer an admin with a role (audited)',
    request: adminRoleRequest,
    response: adminAccount,
  }),
  setAdminRole: defineCall({
    method: 'POST',
    path: '/api/admin/admins/role',
    access: admin,
    permission: 'admins',
    tags,
    summary: "Change another admin's role; their sessions end (audited)",
    request: adminRoleRequest,
    response: adminAccount,
  }),
  revokeAdmin: defineCall({
    method: 'POST',
    path: '/api/admin/admins/revoke',
    access: admin,
    permission: 'admins',
    tags,
    summary: "Take another admin's rights away (they become a buyer); their sessions end (audited)",
    request: adminRevokeRequest,
    response: z.null(),
  }),
};
