import type { LightMyRequestResponse } from 'fastify';
import { breaksDefinition, type FuzzRequest } from './fuzz-requests.ts';

/**
 * What is wrong with an answer, if anything: a 5xx; anything but the `{code, msg, data}` envelope
 * (a private file's bytes excepted); a refusal without a message; a refusal of input that breaks
 * the call's definition without `data.field` naming what was wrong.
 */
export function problemsOf(request: FuzzRequest, response: LightMyRequestResponse): string[] {
  if (response.statusCode >= 500) return [`answered ${response.statusCode}`];
  if (request.call.binary && response.statusCode === 200) return [];
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = response.json();
  } catch {
    return ['answered something that is not JSON'];
  }
  const keys = body && typeof body === 'object' ? Object.keys(body).sort().join() : '';
  if (keys !== 'code,data,msg' || typeof body.code !== 'number' || typeof body.msg !== 'string')
    return ['answered something that is not the envelope'];
  if (body.code === 500) return ['answered code 500'];
  if (body.code === 1) return [];
  const problems = body.msg.trim() === '' ? [`refused (code ${body.code}) without a message`] : [];
  const field = (body.data as { field?: unknown } | null)?.field;
  if (body.code === 0 && breaksDefinition(request) && typeof field !== 'string')
    problems.push('refused bad input without naming the field');
  return problems;
}

const shown = (value: unknown) => {
  const text = Buffer.isBuffer(value) ? `<${value.length} bytes>` : (JSON.stringify(value) ?? 'undefined');
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
};

/** The tally of a fuzz run: answers by call and code, and each kind of problem with a first example. */
export class FuzzReport {
  readonly problems = new Map<string, { count: number; example: string }>();
  readonly codes = new Map<string, Map<number, number>>();
  requests = 0;
  refusals = 0;

  count(request: FuzzRequest, code: number): void {
    this.requests += 1;
    // by method and path: GET and POST /api/merchant/index are two calls
    const key = `${request.call.method} ${request.call.path}`;
    const byCode = this.codes.get(key) ?? new Map<number, number>();
    byCode.set(code, (byCode.get(code) ?? 0) + 1);
    this.codes.set(key, byCode);
    if (code !== 1) this.refusals += 1;
  }

  note(request: FuzzRequest, problem: string, response: LightMyRequestResponse): void {
    const key = `${request.call.method} ${request.call.path}: ${problem}`;
    const { input, params, raw, lang, key: idempotencyKey } = request;
    const known = this.problems.get(key) ?? {
      count: 0,
      example:
        `input ${shown(raw?.payload ?? input)} params ${shown(params)} lang ${shown(lang)} ` +
        `key ${idempotencyKey} → ${response.statusCode} ${response.body.slice(0, 300)}`,
    };
    this.problems.set(key, { ...known, count: known.count + 1 });
  }

  /** One line of figures, then every problem with its first example. */
  summary(seed: number, seconds: number, lookups: { quick: number; full: number }): string {
    const neverAccepted = [...this.codes].filter(([, byCode]) => !byCode.has(1)).map(([path]) => path);
    const lines = [
      `fuzz: seed ${seed}, ${this.requests} requests over ${this.codes.size} calls in ${seconds.toFixed(1)} s ` +
        `(${(this.requests / seconds).toFixed(0)}/s); ${this.refusals} refused, each checked for changes ` +
        `(${lookups.quick} transaction-id looks, ${lookups.full} full fingerprints); ${this.problems.size} problems`,
      `fuzz: never answered code 1 (${neverAccepted.length}): ${neverAccepted.sort().join(', ') || 'none'}`,
    ];
    for (const [key, { count, example }] of this.problems) lines.push(`  ${count}× ${key}`, `    ${example}`);
    return `${lines.join('\n')}\n`;
  }
}
