import { ApiError } from '@market/client';

export interface PayBody {
  checkout_id: number;
  fund_password: string;
}

/**
 * Whether a failed payment may have gone through or may be tried again as it was: no answer came
 * (the network, a time-out), the server faulted, or it throttled the call before doing anything.
 */
export function isUnanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.isNetworkError || error.code >= 500 || error.code === 429;
}

/**
 * The `Idempotency-Key`s of one pay screen. One key per payment attempt: a retry of the same
 * payment (same checkout, same fund password) after an unanswered try reuses it, so the server
 * replays a payment that did go through instead of charging again. Any answer ends the attempt:
 * the next try gets a new key (the server refuses a key reused with another body, and replays
 * whatever answer it stored for it).
 */
export function createPayAttempts(newKey: () => string = () => crypto.randomUUID()) {
  let open: { key: string; body: string } | undefined;
  return {
    keyFor(body: PayBody): string {
      const fingerprint = JSON.stringify([body.checkout_id, body.fund_password]);
      if (open?.body !== fingerprint) open = { key: newKey(), body: fingerprint };
      return open.key;
    },
    /** After the call: success or a refusal ends the attempt; an unanswered try keeps it open. */
    settle(error?: unknown): void {
      if (error === undefined || !isUnanswered(error)) open = undefined;
    },
  };
}
export type PayAttempts = ReturnType<typeof createPayAttempts>;
