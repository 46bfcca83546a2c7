import type { z } from 'zod';
import type { AnyCall } from './call.ts';

/**
 * A call as the browser apps hold it: method, path and flags, typed by its definition but without
 * its schemas, so an app bundles no zod (routes.ts is generated from the definitions).
 */
export interface CallRef<C extends AnyCall = AnyCall> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** A paying call: the client refuses to send it without an idempotency key. */
  readonly idempotent?: true;
  /** Types only: never present at run time. */
  readonly types?: { request: C['request']; response: C['response'] };
}

type Types<R extends CallRef> = NonNullable<R['types']>;
/** What the caller sends (fields with defaults may be left out). */
export type RefInput<R extends CallRef> = Types<R>['request'] extends z.ZodType
  ? z.input<Types<R>['request']>
  : undefined | Record<string, never>;
/** The `data` of a successful answer. */
export type RefData<R extends CallRef> = z.output<Types<R>['response']>;

/** A group of definitions as the apps hold it. */
export type RefsOf<G extends Record<string, AnyCall>> = { readonly [K in keyof G]: CallRef<G[K]> };
