import { emptyBody, envelopeOf, homeResponse } from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { getHomeSections } from '../catalogue/home.ts';
import { getWebsite } from './service.ts';

export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
        const [website, sections] = await Promise.all([
          getWebsite(ctx.db, request.lang),
          ctx.catalogueCache.home.get('home', () => getHomeSections(ctx.db)),
        ]);
        return { code: 1 as const, msg: request.t('msg.success'), data: { ...website, ...sections } };
      },
    );
  };
}
