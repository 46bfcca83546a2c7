import { ApiError } from '@market/client';

/**
 * Whether a failed paying call may have gone through or may be sent again as it was: no answer
 * came (the network, a time-out), the server faulted, or it throttled the call before doing anything.
 */
export function isUnanswered(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.isNetworkError || error.code >= 500 || error.code === 429;
}

/**
 * The `Idempotency-Key`s of one screen that moves money (pay, withdraw), one per attempt: sending
 * the same request again after an unanswered try reuses the key, so the server replays what did
 * happen instead of doing it twice. Any answer ends the attempt; a changed request (by
 * `fingerprint`) is a new attempt with a new key (the server refuses a key reused with another body).
 */
export function createAttempts<Body>(
  fingerprint: (body: Body) => readonly unknown[],
  newKey: () => string = () => crypto.randomUUID(),
) {
  let open: { key: string; body: string } | undefined;
  return {
    keyFor(body: Body): string {
      const print = JSON.stringify(fingerprint(body));
      if (open?.body !== print) open = { key: newKey(), body: print };
      return open.key;
    },
    /** After the call: success or a refusal ends the attempt; an unanswered try keeps it open. */
    settle(error?: unknown): void {
      if (error === undefined || !isUnanswered(error)) open = undefined;
    },
  };
}

export type Attempts<Body> = ReturnType<typeof createAttempts<Body>>;
