/**
 * A small in-process cache whose entries expire after `ttlMs`; the oldest entry goes when it is
 * full. Concurrent misses for one key share one load instead of each running the query.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** Whether `key` is held and fresh (or being loaded). */
  has(key: string): boolean {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.expiresAt > Date.now();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // a failed load is not remembered
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
