import { accountCalls } from '@market/contract/routes/account-calls';
import { client } from '../../lib/api.ts';
import { useSession } from '../../state/session.ts';

/** Why a login was refused: the account has no store, so the seller app has nothing to show. */
export class NotMerchantError extends Error {
  constructor() {
    super('not a merchant');
    this.name = 'NotMerchantError';
  }
}

/**
 * Logs in through `POST /api/user/login`, then asks `POST /api/user/index` for the role. Only a
 * merchant keeps the session; any other account's new session is logged out again at once (the
 * token is revoked on the server, not only forgotten here).
 */
export async function logInAsMerchant(credentials: { account: string; password: string }): Promise<void> {
  const { userinfo } = await client.call(accountCalls.login, credentials);
  const session = useSession.getState();
  session.signIn(userinfo.token);
  try {
    const me = await client.call(accountCalls.me);
    if (me.role === 'merchant') return;
    await client.call(accountCalls.logout).catch(() => undefined);
    throw new NotMerchantError();
  } catch (error) {
    session.signOut();
    throw error;
  }
}
