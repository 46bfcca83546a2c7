import { createAttempts } from '../../lib/idempotent-attempts.ts';

export interface PayBody {
  checkout_id: number;
  fund_password: string;
}

/** One key per payment attempt: the same checkout with the same fund password is the same attempt. */
export const createPayAttempts = (newKey?: () => string) =>
  createAttempts<PayBody>((body) => [body.checkout_id, body.fund_password], newKey);
