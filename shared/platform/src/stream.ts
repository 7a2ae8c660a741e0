/** What `subscribe` gives back: `unsubscribe()` stops the listener hearing anything more. */
export interface Subscription {
  unsubscribe(): void;
}

/** Something to listen to: the one part of an rxjs Observable the site uses. */
export interface Listenable<T> {
  subscribe(listener: (value: T) => void): Subscription;
}

/**
 * Values pushed to every listener subscribed at the time, in subscription order. A listener that
 * throws does not stop the others; its error is rethrown asynchronously so it still surfaces.
 * (The site used rxjs for this alone; its operators and schedulers cost every page ~3 KB.)
 */
export class Stream<T> implements Listenable<T> {
  private readonly listeners = new Set<(value: T) => void>();

  next(value: T): void {
    for (const listener of [...this.listeners]) {
      // One that unsubscribed while this value was being delivered does not get it.
      if (!this.listeners.has(listener)) continue;
      try {
        listener(value);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  subscribe(listener: (value: T) => void): Subscription {
    // Wrapped, so the same function subscribed twice is heard twice and unsubscribed once each.
    const own = (value: T) => listener(value);
    this.listeners.add(own);
    return { unsubscribe: () => void this.listeners.delete(own) };
  }

  /** The values that pass `test`, as a stream of their narrower type. */
  filter<S extends T>(test: (value: T) => value is S): Listenable<S> {
    return { subscribe: (listener) => this.subscribe((value) => (test(value) ? listener(value) : undefined)) };
  }

  /** Drops every listener. */
  complete(): void {
    this.listeners.clear();
  }
}

/** A stream with a current value, which each new listener hears at once. */
export class ValueStream<T> extends Stream<T> {
  constructor(private current: T) {
    super();
  }

  get value(): T {
    return this.current;
  }

  override next(value: T): void {
    this.current = value;
    super.next(value);
  }

  override subscribe(listener: (value: T) => void): Subscription {
    const subscription = super.subscribe(listener);
    listener(this.current);
    return subscription;
  }
}
