import { merchantCalls, merchantReviewCalls, ResponseCode } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as merchant from './service.ts';

/** A user's application to open a store, and its review by the back office. */
export function merchantRoutes(ctx: AppContext) {
  const { db } = ctx;
  /** Spec §8: with no application yet the merchant index answers code 0, which its client takes as success. */
  const index = route(merchantCalls.index, async ({ user, request, reply }) => {
    const data = await merchant.merchantIndex(db, user.id);
    if (data.status !== 'none') return data;
    return reply.send({ code: ResponseCode.failure, msg: request.t('msg.merchant_none'), data });
  });
  return [
    index,
    { ...index, call: merchantCalls.indexPost },
    route(merchantCalls.apply, ({ user, input }) => merchant.applyForStore(db, user, input), {
      message: 'msg.application_submitted',
    }),
    route(merchantReviewCalls.list, ({ input }) => merchant.listApplications(db, input)),
    route(merchantReviewCalls.detail, ({ input }) => merchant.getApplication(db, input.id)),
    route(
      merchantReviewCalls.review,
      async ({ user, input }) => {
        const decided = await merchant.reviewApplication(db, user.id, input);
        // a new store shows in the buyer's store lists at once
        if (decided.status === 'approved') ctx.catalogueCache.invalidate();
        return decided;
      },
      { message: 'msg.application_reviewed' },
    ),
  ];
}
