import { ApiError } from '@market/client';
import type { WithdrawRequest } from '@market/contract';

/**
 * Whether a failed withdrawal may have been held or may be sent again as it was: no answer came
 * (the network, a time-out), the server faulted, or it throttled the call before doing anything.
 */
export function isUnanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.isNetworkError || error.code >= 500 || error.code === 429;
}

/**
 * The `Idempotency-Key`s of one withdraw screen, one per attempt: sending the same withdrawal again
 * after an unanswered try reuses the key, so the server replays a hold that did happen instead of
 * holding twice. Any answer ends the attempt; a changed form is a new attempt with a new key (the
 * server refuses a key reused with another body).
 */
export function createWithdrawAttempts(newKey: () => string = () => crypto.randomUUID()) {
  let open: { key: string; body: string } | undefined;
  return {
    keyFor(body: WithdrawRequest): string {
      const fingerprint = JSON.stringify([
        body.currency,
        body.network,
        body.address,
        String(body.amount),
        body.fund_password,
      ]);
      if (open?.body !== fingerprint) open = { key: newKey(), body: fingerprint };
      return open.key;
    },
    /** After the call: success or a refusal ends the attempt; an unanswered try keeps it open. */
    settle(error?: unknown): void {
      if (error === undefined || !isUnanswered(error)) open = undefined;
    },
  };
}
export type WithdrawAttempts = ReturnType<typeof createWithdrawAttempts>;
