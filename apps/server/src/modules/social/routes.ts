import { accountCalls, socialFinishRequest, socialStartRequest } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { fail } from '../../lib/app-error.ts';
import { clientMeta } from '../../lib/client-meta.ts';
import { route } from '../../plugins/calls.ts';
import { finishSocialLogin, startSocialLogin } from './service.ts';

export function socialRoutes(ctx: AppContext) {
  return [
    route(
      accountCalls.loginSocial,
      async ({ input, request }) => {
        const deps = { db: ctx.db, oidc: ctx.oidc, logger: request.log };
        if (!('provider' in input)) {
          const providers = ctx.oidc.list();
          if (providers.length === 0) throw fail('msg.social_not_available');
          return { providers };
        }
        const start = socialStartRequest.safeParse(input);
        if (start.success)
          return startSocialLogin(deps, {
            provider: start.data.provider,
            redirectUri: start.data.redirect_uri,
          });
        const userinfo = await finishSocialLogin(deps, socialFinishRequest.parse(input), clientMeta(request));
        return { userinfo };
      },
      { perMinute: 30 },
    ),
  ];
}
