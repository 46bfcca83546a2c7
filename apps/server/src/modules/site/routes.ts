import { adminFaqCalls, articleCalls, faqCalls, siteCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { getHomeSections } from '../catalogue/index.ts';
import { getArticle, getArticleCategories } from './articles.ts';
import * as faq from './faqs.ts';
import { HomePayloads } from './home-payload.ts';
import { loadSite } from './service.ts';

export function siteRoutes(ctx: AppContext) {
  const cache = ctx.catalogueCache;
  const payloads = new HomePayloads();
  return [
    route(siteCalls.home, async ({ request, reply }) => {
      const [site, sections] = await Promise.all([
        cache.site.get('site', () => loadSite(ctx.db)),
        cache.home.get(request.lang, () => getHomeSections(ctx.db, request.lang)),
      ]);
      const payload = payloads.get(site, sections, request.lang, request.t('msg.success'));
      // already the encoded envelope (typed where it is built): Fastify sends bytes as they are
      return reply.type('application/json; charset=utf-8').send(payload as never);
    }),
    route(articleCalls.category, ({ request, input }) =>
      getArticleCategories(ctx.db, input.ids, request.lang),
    ),
    route(articleCalls.detail, ({ request, input }) => getArticle(ctx.db, input.article_id, request.lang)),
    route(faqCalls.list, ({ request, input }) =>
      faq.getFaq(ctx.db, request.lang, input.keyword || undefined),
    ),
    route(adminFaqCalls.list, () => faq.getFaqForAdmin(ctx.db)),
    route(adminFaqCalls.saveCategory, ({ user, input }) => faq.saveFaqCategory(ctx.db, user.id, input), {
      message: 'msg.saved',
    }),
    route(
      adminFaqCalls.removeCategory,
      ({ user, input }) => faq.removeFaqCategory(ctx.db, user.id, input.id),
      {
        message: 'msg.deleted',
      },
    ),
    route(adminFaqCalls.save, ({ user, input }) => faq.saveFaq(ctx.db, user.id, input), {
      message: 'msg.saved',
    }),
    route(adminFaqCalls.remove, ({ user, input }) => faq.removeFaq(ctx.db, user.id, input.id), {
      message: 'msg.deleted',
    }),
  ];
}
