import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Attempts } from './idempotent-attempts.ts';

/**
 * A mutation that moves money with one `Idempotency-Key` per attempt (idempotent-attempts.ts): `send`
 * gets the body and the attempt's key, and how the call ended settles the attempt. `onSettled` runs
 * after a failure too, as a call that timed out may have gone through.
 */
export function useIdempotentMutation<Body, Answer>({
  attempts: createAttempts,
  send,
  onSettled,
}: {
  attempts: () => Attempts<Body>;
  send: (body: Body, key: string) => Promise<Answer>;
  onSettled: () => Promise<unknown>;
}) {
  const [attempts] = useState(createAttempts);
  return useMutation({
    mutationFn: async (body: Body) => {
      try {
        const answer = await send(body, attempts.keyFor(body));
        attempts.settle();
        return answer;
      } catch (error) {
        attempts.settle(error);
        throw error;
      }
    },
    onSettled,
  });
}
