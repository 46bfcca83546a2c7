import { z } from 'zod';

/**
 * `POST /api/user/loginsocial`: OpenID Connect, authorization code with PKCE, in two steps.
 * Step 1 `{provider, redirect_uri}` answers `{url}` to send the browser to; the provider sends it
 * back to `redirect_uri` with `code` and `state`. Step 2 `{provider, code, state}` answers
 * `{userinfo}`. `{}` lists the configured providers.
 */
export const socialStartRequest = z
  .object({ provider: z.string().min(1).max(32), redirect_uri: z.url().max(500) })
  .strict();
export const socialFinishRequest = z
  .object({
    provider: z.string().min(1).max(32),
    code: z.string().min(1).max(2048),
    state: z.string().min(1).max(128),
    iss: z.string().max(500).optional(),
  })
  .strict();
// the listing shape refuses a `provider` key, so a bad start or finish names its own field
export const socialListRequest = z.strictObject({ provider: z.never().optional() });
export const loginSocialRequest = z.union([socialStartRequest, socialFinishRequest, socialListRequest]);
export type LoginSocialRequest = z.input<typeof loginSocialRequest>;

export const socialProvidersResponse = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const socialRedirectResponse = z.object({ url: z.string() });
