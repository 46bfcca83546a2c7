import { bindCalls } from '@market/client';
import { accountCalls } from '@market/contract/routes/account-calls';
import { client } from './api.ts';

/** Login, logout and the current user: the account calls the seller app makes. */
export const account = bindCalls(client, accountCalls);
