/** Thrown by `JobQueue.run` when the line is full. */
export class JobQueueFull extends Error {
  constructor() {
    super('job queue full');
  }
}

/**
 * Runs at most `concurrency` jobs at once in this process; up to `maxWaiting` more wait their turn
 * in order, and further ones are refused at once (`JobQueueFull`) rather than pile up in memory.
 */
export class JobQueue {
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #line: (() => void)[] = [];

  constructor(options: { concurrency: number; maxWaiting: number }) {
    this.#concurrency = options.concurrency;
    this.#maxWaiting = options.maxWaiting;
  }

  get waiting(): number {
    return this.#line.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.#concurrency) {
      this.#running += 1;
    } else {
      if (this.#line.length >= this.#maxWaiting) throw new JobQueueFull();
      // the job that finishes hands its place over: `#running` stays as it is
      await new Promise<void>((resolve) => this.#line.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.#line.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
