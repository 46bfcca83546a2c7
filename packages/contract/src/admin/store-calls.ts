import { defineCall } from '../common/call.ts';
import {
  adminStoreCommissionRequest,
  adminStoreDetail,
  adminStoreIdRequest,
  adminStoreListRequest,
  adminStorePage,
} from './store-list.ts';
import { adminStoreReopenRequest, adminStoreStatusResponse, adminStoreSuspendRequest } from './stores.ts';

const tags = ['admin'];

/** The platform's hold on a store: suspended, its products leave the catalogue until it reopens. */
export const adminStoreCalls = {
  suspend: defineCall({
    method: 'POST',
    path: '/api/admin/store/suspend',
    access: 'admin',
    permission: 'stores',
    tags,
    summary: 'Suspend a store (audited): its products and the store leave the catalogue; it cannot publish',
    request: adminStoreSuspendRequest,
    response: adminStoreStatusResponse,
  }),
  reopen: defineCall({
    method: 'POST',
    path: '/api/admin/store/reopen',
    access: 'admin',
    permission: 'stores',
    tags,
    summary: 'Reopen a suspended store (audited): its products on shelf are on sale again',
    request: adminStoreReopenRequest,
    response: adminStoreStatusResponse,
  }),
  list: defineCall({
    method: 'POST',
    path: '/api/admin/store/list',
    access: 'admin',
    permission: 'stores',
    tags,
    summary:
      'Stores newest first, by status and a keyword (an id, or part of the name or the owner’s username)',
    request: adminStoreListRequest,
    response: adminStorePage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/admin/store/detail',
    access: 'admin',
    permission: 'stores',
    tags,
    summary: 'One store: its owner, products, balance and the commission it pays (its own or the default)',
    request: adminStoreIdRequest,
    response: adminStoreDetail,
  }),
  commission: defineCall({
    method: 'POST',
    path: '/api/admin/store/commission',
    access: 'admin',
    permission: 'stores',
    tags,
    summary:
      'Set a store’s own commission (a fraction from 0 to 1, 4 decimals) or null for the default (audited)',
    request: adminStoreCommissionRequest,
    response: adminStoreDetail,
  }),
};
