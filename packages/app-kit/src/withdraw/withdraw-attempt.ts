import type { WithdrawRequest } from '@market/contract';
import { createAttempts } from '../idempotent-attempts.ts';

/** One key per withdrawal attempt: every field, the fund password included, makes the attempt. */
export const createWithdrawAttempts = (newKey?: () => string) =>
  createAttempts<WithdrawRequest>(
    (body) => [body.currency, body.network, body.address, String(body.amount), body.fund_password],
    newKey,
  );
