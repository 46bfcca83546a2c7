import { emptyBody, envelopeOf, homeResponse } from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { getHomeSections } from '../catalogue/home.ts';
import { loadSite, presentWebsite } from './service.ts';

export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const cache = ctx.catalogueCache;
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
      async (request) => {
        const [site, sections] = await Promise.all([
          cache.site.get('site', () => loadSite(ctx.db)),
          cache.home.get('home', () => getHomeSections(ctx.db)),
        ]);
        const website = presentWebsite(site, request.lang);
        return { code: 1 as const, msg: request.t('msg.success'), data: { ...website, ...sections } };
      },
    );
  };
}
