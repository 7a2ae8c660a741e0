// A slice origin's per-request drawing of pages: its versions' renderers run in a worker thread of
// their own, so a page being drawn never holds up the files the origin serves.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedPage, RenderRequest } from '@homeward/contracts';

/** A page to draw for one request: its path, and what its slice's renderer is given with it but the API's origin (the origin's own). */
export type PageRequest = Omit<RenderRequest, 'apiOrigin'> & { pathname: string };

export interface SliceRenderer {
  /**
   * Draws `pathname` of a page at `origin` with the renderer at `bundle` (for the user whose
   * `authorization` it is given, for a page behind sign-in); rejects on failure or after `timeoutMs`.
   */
  render(bundle: string, page: PageRequest, timeoutMs: number): Promise<RenderedPage>;
  /** Loads the renderer at `bundle` ahead of its first request. */
  warm(bundle: string): void;
  close(): Promise<void>;
}

type Pending = { resolve: (page: RenderedPage) => void; reject: (error: Error) => void };

export function sliceRenderer(apiOrigin: string): SliceRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = () => {
    const created = new Worker(path.join(import.meta.dirname, 'sliceRenderWorker.cjs'), { env: { ...process.env, NODE_ENV: 'production' } });
    created.unref();
    created.on('message', ({ id, page, error }: { id: number; page?: RenderedPage; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error !== undefined || !page) waiting?.reject(new Error(error ?? 'nothing drawn'));
      else waiting?.resolve(page);
    });
    // A worker that dies takes its renders with it; the next render starts a new one.
    created.on('error', (error) => failAll(error));
    created.on('exit', () => {
      if (worker === created) worker = undefined;
      failAll(new Error('the renderer stopped'));
    });
    return created;
  };
  return {
    render(bundle, { pathname, origin, authorization }, timeoutMs) {
      worker ??= start();
      const id = nextId++;
      const target = worker;
      return new Promise<RenderedPage>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${pathname} was not drawn within ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = <T,>(fn: (value: T) => void) => (value: T) => {
          clearTimeout(timer);
          fn(value);
        };
        pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
        target.postMessage({ id, bundle, pathname, origin, apiOrigin, authorization });
      });
    },
    warm(bundle) {
      worker ??= start();
      worker.postMessage({ warm: bundle });
    },
    async close() {
      const current = worker;
      worker = undefined;
      if (current) await current.terminate();
    },
  };
}
