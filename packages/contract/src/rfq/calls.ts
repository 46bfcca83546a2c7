import { defineCall } from '../common/call.ts';
import { orderCreateResponse } from '../order/orders.ts';
import {
  quoteAcceptRequest,
  quoteAnswerRequest,
  quoteCreateRequest,
  quoteDeclineRequest,
  quoteIdRequest,
  quoteListRequest,
  quotePage,
  quoteSchema,
} from './quotes.ts';

const tags = ['rfq'];
const user = 'user' as const;
const merchant = 'merchant' as const;

/** A buyer's requests for quotation (decision 050); always the caller's own. */
export const rfqCalls = {
  create: defineCall({
    method: 'POST',
    path: '/api/rfq/create',
    access: user,
    tags,
    summary: 'Ask one store for prices on SKUs and quantities; the merchant gets a site message',
    request: quoteCreateRequest,
    response: quoteSchema,
  }),
  list: defineCall({
    method: 'POST',
    path: '/api/rfq/index',
    access: user,
    tags,
    summary: 'The caller’s quotes, all or of one status, newest first',
    request: quoteListRequest,
    response: quotePage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/rfq/detail',
    access: user,
    tags,
    summary: 'One of the caller’s quotes',
    request: quoteIdRequest,
    response: quoteSchema,
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/rfq/cancel',
    access: user,
    tags,
    summary: 'Withdraw a quote still requested or quoted; the merchant gets a site message',
    request: quoteIdRequest,
    response: quoteSchema,
  }),
  accept: defineCall({
    method: 'POST',
    path: '/api/rfq/accept',
    access: user,
    tags,
    summary:
      'Accept a valid quote: one unpaid order at the quoted prices under a checkout, paid by /api/order/pay',
    request: quoteAcceptRequest,
    response: orderCreateResponse,
  }),
};

/** The requests for quotation sent to the merchant's own store (another store's is not found). */
export const sellerRfqCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/seller/rfq/index',
    access: merchant,
    tags,
    summary: 'The store’s quotes, all or of one status, newest first',
    request: quoteListRequest,
    response: quotePage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/seller/rfq/detail',
    access: merchant,
    tags,
    summary: 'One quote of the store',
    request: quoteIdRequest,
    response: quoteSchema,
  }),
  answer: defineCall({
    method: 'POST',
    path: '/api/seller/rfq/answer',
    access: merchant,
    tags,
    summary:
      'Quote a unit price for every line, valid to the end of a day 1–90 days ahead; the buyer is told',
    request: quoteAnswerRequest,
    response: quoteSchema,
  }),
  decline: defineCall({
    method: 'POST',
    path: '/api/seller/rfq/decline',
    access: merchant,
    tags,
    summary: 'Decline a requested quote with a reason; the buyer is told',
    request: quoteDeclineRequest,
    response: quoteSchema,
  }),
};
