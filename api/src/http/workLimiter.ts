import { ApiError } from './errors';

export const BUSY_MESSAGE = 'We are busy right now. Please try again in a few seconds.';

/** 503 with Retry-After: the caller should come back shortly. */
export class BusyError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, 'ServiceUnavailable', BUSY_MESSAGE);
  }
}

export interface WorkLimiterOptions {
  /** Pieces of work running at once. */
  concurrency: number;
  /** Pieces waiting beyond this are refused at once. */
  queueLength: number;
  /** A piece that has waited this long without starting is refused. */
  queueTimeoutMs: number;
}

/**
 * Caps expensive work (search) per process: a few run at once, some wait in a queue, the rest and
 * any that wait too long get a 503 with Retry-After, so a burst of heavy requests cannot take the
 * event loop from everything else (suggestions, listing pages, health).
 */
export class WorkLimiter {
  private running = 0;
  private readonly queue: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(private readonly options: WorkLimiterOptions) {}

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  private retryAfter(): number {
    return Math.max(1, Math.ceil(this.options.queueTimeoutMs / 1000));
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.queue.length >= this.options.queueLength) throw new BusyError(this.retryAfter());
      await new Promise<void>((resolve, reject) => {
        const entry = {
          start: () => {
            clearTimeout(entry.timer);
            resolve();
          },
          timer: setTimeout(() => {
            const index = this.queue.indexOf(entry);
            if (index >= 0) this.queue.splice(index, 1);
            reject(new BusyError(this.retryAfter()));
          }, this.options.queueTimeoutMs),
        };
        this.queue.push(entry);
      });
    } else {
      this.running += 1;
    }
    try {
      // A turn of the event loop before each search: whatever else has arrived (suggestions, listing
      // pages, health) is answered between searches rather than after all of them.
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await work();
    } finally {
      const next = this.queue.shift();
      // The slot passes straight to the next in line; otherwise it is freed.
      if (next) next.start();
      else this.running -= 1;
    }
  }
}
