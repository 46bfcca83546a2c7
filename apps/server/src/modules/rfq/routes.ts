import { type Language, type Quote, rfqCalls, sellerRfqCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { readableStoreId } from '../catalogue/index.ts';
import { ordersInLanguage } from '../order/index.ts';
import { loadSite, orderClockOf } from '../site/index.ts';
import { route } from '../../plugins/calls.ts';
import * as buyer from './buyer-service.ts';
import { quotesInLanguage } from './present.ts';
import * as seller from './seller-service.ts';

/** The buyer's requests for quotation and the seller's answers (decision 050). */
export function rfqRoutes(ctx: AppContext) {
  const { db } = ctx;
  // an accepted quote's order has the pay deadline of any checkout (the back office's setting)
  const payMinutes = async () =>
    orderClockOf((await ctx.catalogueCache.site.get('site', () => loadSite(db))).settings, {
      payMinutes: ctx.config.ORDER_PAY_MINUTES,
      autoReceiveDays: ctx.config.ORDER_AUTO_RECEIVE_DAYS,
    }).payMinutes;
  const storeOf = (userId: number) => readableStoreId({ db, cache: ctx.catalogueCache }, userId);
  // the buyer reads the lines in their language; the seller reads what the seller wrote
  const inLanguage = async (quote: Quote, lang: Language) => (await quotesInLanguage(db, [quote], lang))[0]!;
  return [
    route(
      rfqCalls.create,
      async ({ user, input, request }) =>
        inLanguage(await buyer.createQuote(db, user.id, input), request.lang),
      { message: 'msg.quote_requested' },
    ),
    route(rfqCalls.list, async ({ user, input, request }) => {
      const page = await buyer.listQuotes(db, { userId: user.id }, input);
      await quotesInLanguage(db, page.list, request.lang);
      return page;
    }),
    route(rfqCalls.detail, async ({ user, input, request }) =>
      inLanguage(await buyer.readQuote(db, { userId: user.id }, input.id), request.lang),
    ),
    route(
      rfqCalls.cancel,
      async ({ user, input, request }) =>
        inLanguage(await buyer.cancelQuote(db, user.id, input.id), request.lang),
      { message: 'msg.quote_cancelled' },
    ),
    route(
      rfqCalls.accept,
      async ({ user, input, request }) =>
        ordersInLanguage(db, await buyer.acceptQuote(db, user.id, input, await payMinutes()), request.lang),
      { message: 'msg.quote_accepted' },
    ),
    route(sellerRfqCalls.list, async ({ user, input }) =>
      buyer.listQuotes(db, { storeId: await storeOf(user.id) }, input),
    ),
    route(sellerRfqCalls.detail, async ({ user, input }) =>
      buyer.readQuote(db, { storeId: await storeOf(user.id) }, input.id),
    ),
    route(
      sellerRfqCalls.answer,
      async ({ user, input }) => seller.answerQuote(db, await storeOf(user.id), input),
      { message: 'msg.quote_answered' },
    ),
    route(
      sellerRfqCalls.decline,
      async ({ user, input }) => seller.declineQuote(db, await storeOf(user.id), input),
      { message: 'msg.quote_declined' },
    ),
  ];
}
