import { emptyBody, envelopeOf, websiteSchema } from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { getWebsite } from './service.ts';

export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/index/index',
      {
        schema: {
          tags: ['site'],
          summary: 'Site settings for the app shell',
          body: emptyBody,
          response: { 200: envelopeOf(websiteSchema) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await getWebsite(ctx.db),
      }),
    );
  };
}
