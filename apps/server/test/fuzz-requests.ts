import { randomUUID } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import type { AnyCall } from '@market/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { findNul } from '../src/plugins/validation.ts';
import { arbitraryOf, jsonSchemaOf } from './fuzz-arbitraries.ts';
import { mutatedOf } from './fuzz-mutations.ts';
import type { World } from './fuzz-world.ts';

/** One generated request of the fuzz test. */
export interface FuzzRequest {
  call: AnyCall;
  /** The JSON body of a POST or the query of a GET; undefined sends none. */
  input: unknown;
  /** The path parameters of a call that has them. */
  params: unknown;
  /** A body sent as it is (not JSON, or multipart), instead of `input`. */
  raw?: { payload: string | Buffer; contentType: string };
  lang: string;
  /** The Idempotency-Key of a paying call. */
  key: 'fresh' | 'missing' | 'malformed';
}

const languages = ['en', 'de', 'zh-CN', 'ar', 'tw', 'ja', 'xx', '', '*;q=0', 'en-US,en;q=0.9,de;q=abc'];

const notJson: FuzzRequest['raw'][] = [
  { payload: '', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: 'not json', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '{"__proto__": {"role": "admin"}}', contentType: 'application/json' },
  { payload: 'id=1', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'hello', contentType: 'text/plain' },
  { payload: '<a/>', contentType: 'application/xml' },
];

/** Valid input (three in five) or a mutation of it, for the call's request or params schema. */
function inputOf(schema: AnyCall['request'], world: World, path: string): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  const generated = arbitraryOf(jsonSchemaOf(schema), world.hintsFor(path));
  const example = world.examplesFor(path);
  const valid = example ? fc.oneof(example, generated) : generated;
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: mutatedOf(valid), weight: 2 });
}

/** A multipart upload: a real image, random bytes, nothing, or a cut-off body. */
function uploadOf(world: World): fc.Arbitrary<FuzzRequest['raw']> {
  const boundary = 'fuzzboundary';
  return fc
    .record({
      field: fc.constantFrom('file', 'file', 'file', 'other'),
      bytes: fc.oneof(
        fc.constant(world.png),
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        fc.nat({ max: world.png.length }).map((n) => world.png.subarray(0, n)),
      ),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', ''),
      isPrivate: fc.constantFrom('', '1', 'true', 'x\u0000'),
      isCut: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    })
    .map(({ field, bytes, type, isPrivate, isCut }) => {
      const head = (name: string, extra = '') =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
      const parts = [
        ...(isPrivate ? [Buffer.from(`${head('private')}\r\n${isPrivate}\r\n`)] : []),
        Buffer.from(`${head(field, '; filename="a.png"')}${type && `Content-Type: ${type}\r\n`}\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ];
      const payload = Buffer.concat(parts);
      return {
        payload: isCut ? payload.subarray(0, payload.length - 20) : payload,
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

/** Requests of one call, as the role its access needs. */
export function requestOf(call: AnyCall, world: World): fc.Arbitrary<FuzzRequest> {
  const isUpload = call.method === 'POST' && !call.request && call.path.endsWith('/upload');
  const raw: fc.Arbitrary<FuzzRequest['raw']> = isUpload
    ? fc.oneof(
        { arbitrary: uploadOf(world), weight: 9 },
        { arbitrary: fc.constantFrom(...notJson), weight: 1 },
      )
    : call.method === 'POST'
      ? fc.oneof({ arbitrary: fc.constant(undefined), weight: 24 }, fc.constantFrom(...notJson))
      : fc.constant(undefined);
  return fc.record({
    call: fc.constant(call),
    input: inputOf(call.request, world, call.path),
    params: call.params ? inputOf(call.params, world, call.path) : fc.constant(undefined),
    raw,
    lang: fc.constantFrom(...languages),
    key: fc.constantFrom<FuzzRequest['key']>(...Array(18).fill('fresh'), 'missing', 'malformed'),
  });
}

/**
 * How often a call is drawn against the others: a call that checks a password costs an argon2id
 * hash by design (about 40 ms, against 2–5 ms for most calls), so it gets a third of the share.
 */
export function weightOf(call: AnyCall): number {
  const properties = call.request ? Object.keys(jsonSchemaOf(call.request).properties ?? {}) : [];
  return properties.some((name) => name.includes('password')) ? 1 : 3;
}

/** The path parameters as text, taken from `params` whatever its type. */
function paramsSeen({ call, params }: FuzzRequest): Record<string, string> {
  const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const valueOf = (name: string) =>
    params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : params;
  // a URL carries UTF-8: a lone surrogate cannot travel in one (encodeURIComponent would throw)
  const text = (value: unknown) =>
    (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).toWellFormed();
  return Object.fromEntries(names.map((name) => [name, text(valueOf(name))]));
}

/** The path with its parameters filled in. */
function urlOf(request: FuzzRequest): string {
  const { call, input } = request;
  const seen = paramsSeen(request);
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(seen[name]!));
  return call.method === 'GET' && input !== undefined ? `${path}?${queryOf(input)}` : path;
}

/** A GET's input as a query string: text as it is, anything else as JSON, arrays as repeated keys. */
function queryOf(input: unknown): string {
  const query = new URLSearchParams();
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  if (input === null || typeof input !== 'object' || Array.isArray(input)) query.append('q', text(input));
  else
    for (const [key, value] of Object.entries(input)) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, text(item));
    }
  return query.toString();
}

export function injectOptions(
  request: FuzzRequest,
  token: string | undefined,
  sequence: number,
): InjectOptions {
  const { call, input, raw, lang, key } = request;
  const headers: Record<string, string> = { 'accept-language': lang, ...(token && { token }) };
  if (call.idempotent && key !== 'missing')
    headers['idempotency-key'] = key === 'fresh' ? randomUUID() : 'a b';
  let payload: string | Buffer | undefined;
  if (call.method === 'POST' && raw) {
    headers['content-type'] = raw.contentType;
    payload = raw.payload;
  } else if (call.method === 'POST' && input !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input);
  }
  return {
    method: call.method,
    url: urlOf(request),
    headers,
    // a new address each time: the per-IP limits would otherwise answer most of the run with 429
    remoteAddress: `127.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    ...(payload !== undefined && { payload }),
  };
}

/**
 * What the server's validation sees, or `malformed` for a body it refuses before reading a field:
 * not JSON, or JSON with a `__proto__` key (Fastify's guard against prototype poisoning).
 */
function seenBody({ call, input, raw }: FuzzRequest): { body: unknown } | 'malformed' {
  if (call.method === 'GET') return { body: input === undefined ? {} : parseQuery(queryOf(input)) };
  if (raw?.contentType === 'text/plain') return { body: String(raw.payload) };
  if (raw && raw.contentType !== 'application/json') return 'malformed';
  const text = raw ? String(raw.payload) : JSON.stringify(input);
  if (text === undefined) return { body: undefined };
  let isPoisoned = false;
  try {
    const body: unknown = JSON.parse(text, (key, value: unknown) => {
      isPoisoned ||= key === '__proto__';
      return value;
    });
    return isPoisoned ? 'malformed' : { body };
  } catch {
    return 'malformed';
  }
}

/**
 * Whether the request breaks its definition where a refusal must name the field: the body, query
 * or params fail the call's schema or carry a NUL, or a paying call's key is missing or malformed.
 * A body that is not JSON at all names no field (its refusal must still say why).
 */
export function breaksDefinition(request: FuzzRequest): boolean {
  const { call, key } = request;
  const seen = seenBody(request);
  if (seen === 'malformed') return false;
  if (call.request && (!call.request.safeParse(seen.body).success || findNul(seen.body))) return true;
  if (call.params) {
    const seenParams = paramsSeen(request);
    // past Fastify's 100 characters the router refuses the URL before any route, or field, is known
    if (Object.values(seenParams).some((text) => text.length > 100)) return false;
    if (!call.params.safeParse(seenParams).success || findNul(seenParams)) return true;
  }
  return call.idempotent && key !== 'fresh';
}
