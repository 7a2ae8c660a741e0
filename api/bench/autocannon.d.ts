/** The part of autocannon's API the bench uses (the package ships no type declarations). */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (instead of after `duration`). */
    amount?: number;
    requests?: Request[];
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  /** A run: a promise of its result that also reports each answer as it comes. */
  export type Tracker = Promise<Result> & { on(event: 'response', listener: () => void): Tracker };
  function autocannon(options: Options): Tracker;
  export default autocannon;
}
