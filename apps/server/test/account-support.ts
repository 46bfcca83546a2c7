import { post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

export const unauthorizedBody = { code: 401, msg: 'Please login first', data: null };

/** The hooks of an account test file (the app) and the calls its tests make. */
export function useAccountTests() {
  const ctx = useTestApp();
  return {
    ctx,
    /** The envelope of a login. */
    login: async (account: string, password: string) =>
      (await post(ctx.app, '/api/user/login', { account, password })).body,
    /** Changes the login or fund password (`body.type`) of the user of `token`. */
    change: (token: string, body: object) => post(ctx.app, '/api/user/change', body, { token }),
  };
}
