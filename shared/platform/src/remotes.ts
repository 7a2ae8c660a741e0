/**
 * How a slice reaches a component another slice exposes. The shell installs the loader at
 * start-up (it owns the module-federation runtime), so slices never bundle that runtime.
 */
export type RemoteLoader = (id: string) => Promise<unknown>;

let loader: RemoteLoader | undefined;

export function setRemoteLoader(fn: RemoteLoader): void {
  loader = fn;
}

export function loadExposed<T>(id: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No remote loader installed to load ${id}`));
  return loader(id) as Promise<T>;
}

/** A load that does not settle in time counts as a failure, so a hung slice shows its fallback. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SliceTimeoutError(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export class SliceTimeoutError extends Error {
  override name = 'SliceTimeoutError';
}

/** Webpack names a missing lazy chunk `ChunkLoadError`; the module-federation runtime wraps it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [^ ]+ failed/i.test(error.message);
}

const RELOAD_KEY = 'homeward.chunkReloadAt';

/**
 * Spec 4.9: a failed page-component load reloads the page, at most once per 60 s, so a stale
 * page picks up a new deployment; a second failure inside the window shows the fallback instead.
 * Returns whether a reload was started.
 */
export function reloadOnceForChunkError(windowMs = 60_000, now = Date.now(), reload = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY)) || 0;
  } catch {
    return false;
  }
  if (now - last < windowMs) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
