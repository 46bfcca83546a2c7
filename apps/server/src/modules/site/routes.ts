import { emptyBody, envelopeOf, homeResponse } from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { getHomeSections } from '../catalogue/home.ts';
import { HomePayloads } from './home-payload.ts';
import { loadSite } from './service.ts';

export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const cache = ctx.catalogueCache;
  const payloads = new HomePayloads();
  return async (app) => {
    app.post(
      '/api/index/index',
      {
        schema: {
          tags: ['site'],
          summary: 'Site settings for the app shell and the five home sections',
          body: emptyBody,
          response: { 200: envelopeOf(homeResponse) },
        },
      },
      async (request, reply) => {
        const [site, sections] = await Promise.all([
          cache.site.get('site', () => loadSite(ctx.db)),
          cache.home.get('home', () => getHomeSections(ctx.db)),
        ]);
        const payload = payloads.get(site, sections, request.lang, request.t('msg.success'));
        // already the encoded envelope (typed where it is built): Fastify sends bytes as they are
        return reply.type('application/json; charset=utf-8').send(payload as never);
      },
    );
  };
}
