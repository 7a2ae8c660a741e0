import { createElement, lazy, type ComponentType } from 'react';

// As React.lazy's own signature: any component type, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazily loaded page that can be asked to load ahead of its first render. */
export type PreloadablePage<T extends AnyComponent> = T & { preload: () => Promise<void> };

/**
 * Like React.lazy, with `preload()`: a slice loads the page its first URL shows before it
 * mounts, so that page draws in the slice's first commit instead of after a "Loading the page…"
 * fallback (which also makes React hold the page back for its fallback-throttling interval).
 * Once loaded, the page renders directly; before, it suspends as React.lazy does, and a failed
 * load is tried again on the next render.
 */
export function lazyPage<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadablePage<T> {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as T };
  });
  function Page(props: object) {
    return createElement((loaded ?? Lazy) as AnyComponent, props);
  }
  return Object.assign(Page, { preload }) as unknown as PreloadablePage<T>;
}

/** Loads the page an element draws, when it is a lazyPage; other elements need nothing. */
export function preloadElement(element: unknown): Promise<void> {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  return typeof type?.preload === 'function' ? (type.preload as () => Promise<void>)() : Promise.resolve();
}
