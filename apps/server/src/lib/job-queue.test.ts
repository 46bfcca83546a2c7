import { describe, expect, it } from 'vitest';
import { JobQueue, JobQueueFull } from './job-queue.ts';

const deferred = () => {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('JobQueue', () => {
  it('runs at most `concurrency` jobs at once, the others in the order they came', async () => {
    const queue = new JobQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const results = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate.promise;
        running -= 1;
        return index * 10;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.waiting).toBe(3);
    gates[1]!.resolve();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(mostAtOnce).toBe(2);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a job when the line is full, and frees the place of a job that failed', async () => {
    const queue = new JobQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(async () => {
      await gate.promise;
      throw new Error('broken image');
    });
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(JobQueueFull);
    gate.resolve();
    await expect(first).rejects.toThrow('broken image');
    expect(await second).toBe('second');
    expect(await queue.run(async () => 'fourth')).toBe('fourth');
  });
});
