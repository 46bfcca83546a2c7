/**
 * Answers that handlers hand out again and again (built once from rows a cache holds) and never
 * change: the call plugin keeps each one's encoded envelope and sends those bytes while the same
 * object comes back, instead of encoding it for every request (`plugins/calls.ts`).
 */
const reusableAnswers = new WeakSet<object>();

/** Marks `data` as an answer that will not change: its encoding may be reused. */
export function reusable<T extends object>(data: T): T {
  reusableAnswers.add(data);
  return data;
}

export function isReusable(data: unknown): data is object {
  return typeof data === 'object' && data !== null && reusableAnswers.has(data);
}
