import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import {
  adminLedgerExportRequest,
  adminLedgerListRequest,
  adminLedgerListResponse,
  adminOrderExportRequest,
  adminOrderListRequest,
  adminOrderListResponse,
} from './records.ts';

const tags = ['admin'];

/** Every order and every ledger entry of the site, filtered, paged and exported (decision 043). */
export const adminRecordCalls = {
  orders: defineCall({
    method: 'POST',
    path: '/api/admin/order/list',
    access: 'admin',
    permission: 'orders',
    tags,
    summary: 'All orders, newest first: by number, status, user, store and days; the count stops at 10,000',
    request: adminOrderListRequest,
    response: adminOrderListResponse,
  }),
  exportOrders: defineCall({
    method: 'POST',
    path: '/api/admin/order/export',
    access: 'admin',
    permission: 'orders',
    tags,
    summary: 'The orders of the list’s filter as CSV (UTF-8 with BOM), streamed',
    request: adminOrderExportRequest,
    response: z.string(),
    binary: true,
  }),
  ledger: defineCall({
    method: 'POST',
    path: '/api/admin/ledger/list',
    access: 'admin',
    permission: 'ledger',
    tags,
    summary: 'Ledger entries, newest first: by user, account, kind and days; the count stops at 10,000',
    request: adminLedgerListRequest,
    response: adminLedgerListResponse,
  }),
  exportLedger: defineCall({
    method: 'POST',
    path: '/api/admin/ledger/export',
    access: 'admin',
    permission: 'ledger',
    tags,
    summary: 'The ledger entries of the list’s filter as CSV (UTF-8 with BOM), streamed',
    request: adminLedgerExportRequest,
    response: z.string(),
    binary: true,
  }),
};
