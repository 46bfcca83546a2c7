/** The constraint name of a unique violation (SQLSTATE 23505), looking through wrapped causes. */
export function uniqueViolation(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** SQLSTATE of a deadlock (40P01) or a serialization failure (40001): the transaction rolled back whole. */
function isRetryable(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code } = current as { code?: unknown };
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim (or could not
 * serialize it): it rolled back whole, so running it again is safe; at most `attempts` times.
 */
export async function retryTransaction<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
    }
  }
}
