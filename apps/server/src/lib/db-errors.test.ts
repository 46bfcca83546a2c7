import { describe, expect, it } from 'vitest';
import { retryTransaction } from './db-errors.ts';

/** A failure as Drizzle wraps the driver's error. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('retryTransaction', () => {
  it('runs a deadlock victim or a serialization failure again, and answers the run that went through', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const answer = await retryTransaction(async () => {
        runs += 1;
        if (runs < 3) throw wrapped(code);
        return `run ${runs}`;
      });
      expect(answer).toBe('run 3');
    }
  });

  it('gives up after the last attempt with the database error', async () => {
    let runs = 0;
    const failing = retryTransaction(async () => {
      runs += 1;
      throw wrapped('40P01');
    }, 2);
    await expect(failing).rejects.toThrow('Failed query');
    expect(runs).toBe(2);
  });

  it('never runs again after any other error', async () => {
    let runs = 0;
    const failing = retryTransaction(async () => {
      runs += 1;
      throw wrapped('23505');
    });
    await expect(failing).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
