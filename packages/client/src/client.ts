import { type Envelope, ResponseCode } from '@market/contract/codes';
import { DEFAULT_LANGUAGE } from '@market/contract/languages';
import type { CallRef, RefData, RefInput } from '@market/contract/routes';
import { ApiError } from './errors.ts';

/** Spec §9: every call gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ClientOptions {
  /** Origin of the API host; '' for the same origin as the page. */
  baseUrl?: string;
  /** The stored access key, else the in-memory token (spec §7). */
  getToken?: () => string | null | undefined;
  /** The stored language; en when none. */
  getLanguage?: () => string | null | undefined;
  /** Code 401, or an HTTP 401: the app sends the user to /login?n=1. */
  onUnauthorized?: () => void;
  /** A failure the user should see (the app shows it as a toast). */
  onError?: (message: string) => void;
  /** Whether the browser is online; other codes are only shown when it is. */
  isOnline?: () => boolean;
  /** The text shown when the network fails without a message of its own. */
  requestFailedMessage?: () => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface CallOptions {
  /** Envelope codes besides 1 that count as success for this call (spec §8: code 0 of the merchant index). */
  successCodes?: readonly number[];
  /** A paying call's idempotency key: a retry with the same key moves no money twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The input, optional where the call takes none, then the options. */
export type CallArgs<R extends CallRef> =
  undefined extends RefInput<R>
    ? [input?: RefInput<R>, options?: CallOptions]
    : [input: RefInput<R>, options?: CallOptions];

export interface ApiClient {
  /** Makes the call of a definition (`orderCalls.pay`); answers its data, throws ApiError otherwise. */
  call<R extends CallRef>(ref: R, ...args: CallArgs<R>): Promise<RefData<R>>;
  /** The same, answering the whole envelope (a toggle shows the server's message). */
  envelope<R extends CallRef>(ref: R, ...args: CallArgs<R>): Promise<Envelope<RefData<R>>>;
  /** A multipart upload (`uploadCalls.upload`). */
  upload<R extends CallRef>(ref: R, form: FormData, options?: CallOptions): Promise<RefData<R>>;
}

/**
 * The one HTTP client of the apps: token and Accept-Language headers, 30 s timeout, and the code
 * table of spec §8. Side effects (toast, redirect) are the app's, passed in as callbacks.
 */
export function createClient(options: ClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));

  function headers(extra: Record<string, string>): Record<string, string> {
    const token = options.getToken?.();
    return {
      'Accept-Language': options.getLanguage?.() || DEFAULT_LANGUAGE,
      ...(token ? { token } : {}),
      ...extra,
    };
  }

  async function send<T>(url: string, init: RequestInit, callOptions: CallOptions): Promise<Envelope<T>> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal, redirect: 'follow' });
    } catch (error) {
      // the caller gave up (a query cancelled as its screen went away): nothing to tell the user
      if (callOptions.signal?.aborted) throw error;
      const message =
        error instanceof Error && error.name !== 'TypeError'
          ? error.message
          : (options.requestFailedMessage?.() ?? 'request failed');
      options.onError?.(message);
      throw new ApiError(message, { code: 0, status: 0, isNetworkError: true });
    }

    let envelope: Envelope<T> | undefined;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = undefined;
    }
    if (!envelope || typeof envelope.code !== 'number') {
      if (response.status === 401) options.onUnauthorized?.();
      const message = options.requestFailedMessage?.() ?? 'request failed';
      options.onError?.(message);
      throw new ApiError(message, { code: response.status, status: response.status });
    }

    const { code, msg, data } = envelope;
    if (code === ResponseCode.success || callOptions.successCodes?.includes(code)) return envelope;
    if (code === ResponseCode.unauthorized || response.status === 401) {
      options.onUnauthorized?.();
    } else if (code === ResponseCode.notFound) {
      options.onError?.(msg);
    } else if (isOnline()) {
      options.onError?.(msg);
    }
    throw new ApiError(msg, { code, status: response.status, data });
  }

  const base = options.baseUrl ?? '';
  function envelope<R extends CallRef>(ref: R, ...[input, callOptions = {}]: CallArgs<R>) {
    if (ref.idempotent && !callOptions.idempotencyKey)
      throw new Error(`${ref.path} needs an idempotency key`);
    const url = new URL(base + ref.path, base ? undefined : 'http://same-origin.invalid');
    if (ref.method === 'GET') {
      for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
    }
    const target = base ? url.href : `${url.pathname}${url.search}`;
    const extra: Record<string, string> = {};
    if (callOptions.idempotencyKey) extra['Idempotency-Key'] = callOptions.idempotencyKey;
    if (ref.method === 'POST') extra['Content-Type'] = 'application/json';
    return send<RefData<R>>(
      target,
      {
        method: ref.method,
        headers: headers(extra),
        ...(ref.method === 'POST' ? { body: JSON.stringify(input ?? {}) } : {}),
      },
      callOptions,
    );
  }
  return {
    envelope,
    async call(ref, ...args) {
      return (await envelope(ref, ...args)).data;
    },
    async upload<R extends CallRef>(ref: R, form: FormData, callOptions: CallOptions = {}) {
      const answer = await send<RefData<R>>(
        base + ref.path,
        { method: 'POST', headers: headers({}), body: form },
        callOptions,
      );
      return answer.data;
    },
  };
}
