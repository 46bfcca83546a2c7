import type { z } from 'zod';
import type { AdminPermission } from '../admin/roles.ts';

/** Who may make a call: anyone, a logged-in user, a merchant (owner of a store), an admin. */
export type Access = 'visitor' | 'user' | 'merchant' | 'admin';

/**
 * One call of the API, read by the server (route, schema, guard, envelope, OpenAPI), the client
 * (method, path, typed input and answer) and the generated access tests.
 */
export interface CallDefinition<
  Request extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** The exact path of the spec (§7); `:name` marks a path parameter. */
  path: string;
  access: Access;
  /** What an admin call needs of the admin's role (every admin call names one; no other call does). */
  permission?: AdminPermission;
  summary: string;
  tags: readonly string[];
  /** The JSON body of a POST, or the query string of a GET; undefined: no input is read. */
  request: Request;
  /** Path parameters, for a path with `:name`. */
  params?: z.ZodType;
  /** The `data` of a successful envelope. */
  response: Response;
  /** A paying call: the `Idempotency-Key` header is required and a retry never pays twice. */
  idempotent: boolean;
  /** The answer is not an envelope (a file's bytes): `response` is not checked. */
  binary: boolean;
}

export type AnyCall = CallDefinition<z.ZodType | undefined, z.ZodType>;

/** What the caller sends: the schema's input (defaults may be left out). */
export type CallInput<C extends AnyCall> = C['request'] extends z.ZodType ? z.input<C['request']> : undefined;
/** What the handler receives: the parsed request. */
export type CallParsed<C extends AnyCall> = C['request'] extends z.ZodType
  ? z.output<C['request']>
  : undefined;
/** The `data` of a successful answer. */
export type CallData<C extends AnyCall> = z.output<C['response']>;

type CallOptions = Omit<AnyCall, 'idempotent' | 'binary' | 'request'> & {
  request?: z.ZodType;
  idempotent?: boolean;
  binary?: boolean;
};

/** A call's definition; its access, schemas and parameters keep their exact types. */
export function defineCall<const Options extends CallOptions>(
  options: Options,
): Omit<Options, 'request'> & {
  request: Options extends { request: infer Request extends z.ZodType } ? Request : undefined;
  idempotent: boolean;
  binary: boolean;
} {
  return {
    ...options,
    request: options.request as never,
    idempotent: options.idempotent ?? false,
    binary: options.binary ?? false,
  };
}

/** Every definition of a group of calls, e.g. `Object.values(orderCalls)`. */
export type CallGroup = Record<string, AnyCall>;
