import { envelopeOf, sendCodeQuery, sendCodeResponse } from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { sendEmailCode } from './service.ts';

export function emsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/ems/send',
      {
        schema: {
          tags: ['account'],
          summary: 'Send an e-mail verification code',
          querystring: sendCodeQuery,
          response: { 200: envelopeOf(sendCodeResponse) },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request) => {
        const data = await sendEmailCode(
          { db: ctx.db, mailer: ctx.mailer, logger: request.log },
          { ...request.query, lang: request.lang, userId: request.auth?.id },
        );
        return { code: 1 as const, msg: request.t('msg.code_sent'), data };
      },
    );
  };
}
