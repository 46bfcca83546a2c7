import {
  envelopeOf,
  loginSocialRequest,
  sessionResponse,
  socialFinishRequest,
  socialProvidersResponse,
  socialRedirectResponse,
  socialStartRequest,
} from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { fail } from '../../lib/app-error.ts';
import { clientMeta } from '../session/service.ts';
import { finishSocialLogin, startSocialLogin } from './service.ts';

export function socialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/user/loginsocial',
      {
        schema: {
          tags: ['account'],
          summary:
            'OpenID Connect login: {} lists providers; {provider, redirect_uri} starts; {provider, code, state} finishes',
          body: loginSocialRequest,
          response: {
            200: envelopeOf(z.union([socialProvidersResponse, socialRedirectResponse, sessionResponse])),
          },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const body = request.body;
        const deps = { db: ctx.db, oidc: ctx.oidc, logger: request.log };
        if (!('provider' in body)) {
          const providers = ctx.oidc.list();
          if (providers.length === 0) throw fail('msg.social_not_available');
          return { code: 1 as const, msg: request.t('msg.success'), data: { providers } };
        }
        const start = socialStartRequest.safeParse(body);
        if (start.success) {
          const data = await startSocialLogin(deps, {
            provider: start.data.provider,
            redirectUri: start.data.redirect_uri,
          });
          return { code: 1 as const, msg: request.t('msg.success'), data };
        }
        const userinfo = await finishSocialLogin(deps, socialFinishRequest.parse(body), clientMeta(request));
        return { code: 1 as const, msg: request.t('msg.success'), data: { userinfo } };
      },
    );
  };
}
