import { defineCall } from '../common/call.ts';
import { quickCheckRequest, quickCheckResponse, reorderRequest, reorderResponse } from './quick-order.ts';

/**
 * Buying again and the quick order form (decision 049): both only answer what could go into the
 * cart; the buyer's app then adds the lines with `POST /api/cart/add-many`.
 */
export const quickOrderCalls = {
  reorder: defineCall({
    method: 'POST',
    path: '/api/order/reorder',
    access: 'user',
    tags: ['order'],
    summary:
      'What of a past order can be bought again: lines at today’s price and an orderable quantity, and the lines that cannot',
    request: reorderRequest,
    response: reorderResponse,
  }),
  quickCheck: defineCall({
    method: 'POST',
    path: '/api/cart/quick-check',
    access: 'user',
    tags: ['cart'],
    summary:
      'Check quick order lines (SKU id and quantity): each valid at its tier price, or why not and a quantity to use',
    request: quickCheckRequest,
    response: quickCheckResponse,
  }),
};
