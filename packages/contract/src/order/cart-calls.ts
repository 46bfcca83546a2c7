import { defineCall } from '../common/call.ts';
import {
  cartAddManyRequest,
  cartAddManyResponse,
  cartAddRequest,
  cartChangeResponse,
  cartDeleteRequest,
  cartIndexRequest,
  cartMergeRequest,
  cartResponse,
  cartSetRequest,
} from './cart.ts';

const tags = ['cart'];

/**
 * A logged-in user's cart on the server (visitors keep theirs on the device). `list` and `merge`
 * answer the whole cart; a change answers what it changed and the cart's totals (decision 056).
 */
export const cartCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/cart/index',
    access: 'user',
    tags,
    summary: 'The caller’s cart',
    request: cartIndexRequest,
    response: cartResponse,
  }),
  add: defineCall({
    method: 'POST',
    path: '/api/cart/add',
    access: 'user',
    tags,
    summary: 'Add units of a SKU (to its line if there is one)',
    request: cartAddRequest,
    response: cartChangeResponse,
  }),
  addMany: defineCall({
    method: 'POST',
    path: '/api/cart/add-many',
    access: 'user',
    tags,
    summary: 'Add many SKUs at once: every line or none (bulk grid, quick order)',
    request: cartAddManyRequest,
    response: cartAddManyResponse,
  }),
  set: defineCall({
    method: 'POST',
    path: '/api/cart/set',
    access: 'user',
    tags,
    summary: 'Set the quantity of a SKU’s line',
    request: cartSetRequest,
    response: cartChangeResponse,
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/cart/del',
    access: 'user',
    tags,
    summary: 'Remove lines; without sku_ids, clear the cart',
    request: cartDeleteRequest,
    response: cartChangeResponse,
  }),
  merge: defineCall({
    method: 'POST',
    path: '/api/cart/merge',
    access: 'user',
    tags,
    summary: 'Merge the device’s cart at login (a line on both keeps the larger quantity)',
    request: cartMergeRequest,
    response: cartResponse,
  }),
};
