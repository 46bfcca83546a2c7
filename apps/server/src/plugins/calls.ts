import {
  type Access,
  type AnyCall,
  type CallParsed,
  IDEMPOTENCY_HEADER,
  ResponseCode,
  envelopeOf,
} from '@market/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import { fail } from '../lib/app-error.ts';
import { isReusable } from '../lib/reusable-answer.ts';
import { type AuthUser, requireMerchant, requirePermission, requireUser } from './auth.ts';

/** What a handler is given: the parsed input, and the caller where the call needs one. */
export interface CallContext<C extends AnyCall> {
  input: CallParsed<C>;
  params: C['params'] extends z.ZodType ? z.output<C['params']> : undefined;
  user: C['access'] extends 'visitor' ? AuthUser | null : AuthUser;
  /** The `Idempotency-Key` of a paying call ('' for other calls). */
  idempotencyKey: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Data<C extends AnyCall> = z.input<C['response']>;

/** A call's handler: returns the envelope's data, or the reply when it sent the answer itself. */
export interface Route<C extends AnyCall = AnyCall> {
  call: C;
  handle(context: CallContext<C>): Promise<Data<C> | FastifyReply>;
  /** The success message's key (`msg.success` by default), or one chosen by the data. */
  message?: string | ((data: Data<C>) => string);
  /** A tighter limit than the global one, per minute. */
  perMinute?: number;
}

export function route<C extends AnyCall>(
  call: C,
  handle: Route<C>['handle'],
  options: Pick<Route<C>, 'message' | 'perMinute'> = {},
): Route<C> {
  return { call, handle, ...options };
}

const guards: Record<Exclude<Access, 'admin'>, onRequestHookHandler | undefined> = {
  visitor: undefined,
  user: requireUser,
  merchant: requireMerchant,
};

/** The access guard of a call; an admin call without a permission is a mistake found at start. */
function guardOf(call: AnyCall): onRequestHookHandler | undefined {
  if (call.access !== 'admin') {
    if (call.permission) throw new Error(`${call.path}: only an admin call names a permission`);
    return guards[call.access];
  }
  if (!call.permission) throw new Error(`${call.path}: an admin call must name its permission`);
  return requirePermission(call.permission);
}

/** The `Idempotency-Key` header of a paying call: required, 8–100 letters, digits, `-` or `_`. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (typeof value !== 'string' || value.length === 0)
    throw fail('msg.idempotency_key_required', { field: 'Idempotency-Key' });
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(value))
    throw fail('msg.idempotency_key_format', { field: 'Idempotency-Key' });
  return value;
}

/** The one success envelope: every answer of code 1 is built here. */
export function succeeded<T>(data: T, msg: string) {
  return { code: ResponseCode.success, msg, data };
}

/** The encoded envelope of each reusable answer (`lib/reusable-answer.ts`), with its message. */
const encodings = new WeakMap<object, { msg: string; payload: Buffer }>();

/**
 * The success envelope of a reusable answer as bytes, encoded the first time only: a cached list
 * page spent a quarter of the server's CPU in JSON.stringify and its UTF-8 encoding.
 */
function encodedEnvelope(data: object, msg: string): Buffer {
  let encoded = encodings.get(data);
  if (encoded?.msg !== msg)
    encodings.set(data, (encoded = { msg, payload: Buffer.from(JSON.stringify(succeeded(data, msg))) }));
  return encoded.payload;
}

/** Registers a call from its definition: schema, OpenAPI entry, access guard and envelope. */
function registerRoute(app: FastifyInstance, { call, handle, message, perMinute }: Route): void {
  const guard = guardOf(call);
  const input = call.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      tags: [...call.tags],
      summary: call.summary,
      ...(call.request ? { [input]: call.request } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.binary ? {} : { response: { 200: envelopeOf(call.response) } }),
      ...(call.access === 'visitor' ? { security: [] } : {}),
    },
    config: { ...(perMinute ? { rateLimit: { max: perMinute, timeWindow: '1 minute' } } : {}) },
    ...(guard ? { onRequest: guard } : {}),
    // the access tests find every registered call's definition here
    ...({ call } as object),
    handler: async (request, reply) => {
      const data = await handle({
        input: (call.method === 'GET' ? request.query : request.body) as CallParsed<AnyCall>,
        params: request.params as undefined,
        user: request.auth as AuthUser,
        idempotencyKey: call.idempotent ? idempotencyKeyOf(request) : '',
        request,
        reply,
      });
      // a handler that sent the answer itself returned the reply, a thenable settled when it is sent
      if (reply.sent || reply.raw.headersSent) return reply;
      const key = typeof message === 'function' ? message(data) : (message ?? 'msg.success');
      // bytes are sent as they are: the envelope is already encoded
      if (isReusable(data))
        return reply.type('application/json; charset=utf-8').send(encodedEnvelope(data, request.t(key)));
      return succeeded(data ?? null, request.t(key));
    },
  });
}

/** A route as registered, with the definition of its call (none for a route added by hand). */
export interface RegisteredRoute {
  method: string;
  url: string;
  call: AnyCall | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `trackRoutes`, for the access tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records every route from now on, so the access tests can check each against its definition. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (options) => {
    const call = (options as { call?: AnyCall }).call;
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: options.url, call });
    }
  });
}

/** Registers every route of a module. */
export function registerRoutes(app: FastifyInstance, routes: readonly Route[]): void {
  for (const one of routes) registerRoute(app, one);
}
