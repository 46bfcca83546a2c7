import { type BoundCalls, bindCalls } from '@market/client';
import { loanCalls } from '@market/contract/routes/loan-calls';
import { client } from '../../../lib/api.ts';

/** The loan calls (products, apply, list, detail, repay) through the app's one client. */
export const loan: BoundCalls<typeof loanCalls> = bindCalls(client, loanCalls);
