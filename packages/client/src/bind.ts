import type { CallRef, RefData } from '@market/contract/routes';
import type { ApiClient, CallArgs } from './client.ts';

/** A group's calls as functions: `bindCalls(client, orderCalls).pay(body, { idempotencyKey })`. */
export type BoundCalls<G extends Record<string, CallRef>> = {
  readonly [K in keyof G]: (...args: CallArgs<G[K]>) => Promise<RefData<G[K]>>;
};

export function bindCalls<G extends Record<string, CallRef>>(client: ApiClient, group: G): BoundCalls<G> {
  return Object.fromEntries(
    Object.entries(group).map(([name, ref]) => [
      name,
      (...args: CallArgs<CallRef>) => client.call(ref, ...args),
    ]),
  ) as unknown as BoundCalls<G>;
}
