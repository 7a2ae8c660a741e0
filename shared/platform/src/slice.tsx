import React, { startTransition, useState, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SliceFallback } from '@homeward/ui';
import { queryClient } from './queryClient';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { DrawnWidthContext, HydrationBoundary } from './prerendering';

/** What the shell hands every slice when it mounts it. */
export interface SliceProps {
  sliceName: string;
  domElement: HTMLElement;
  /** Unmounts and mounts the slice again, e.g. from its error fallback. */
  retry: () => void;
}

/**
 * react-dom/client whose roots render in a transition: a slice's first render (or hydration) runs
 * in slices of a few milliseconds that yield to the browser, not as one long task that blocks input.
 */
function transitionClient(name: string): typeof ReactDOMClient {
  return {
    ...ReactDOMClient,
    createRoot(container, options) {
      const root = ReactDOMClient.createRoot(container, options);
      return {
        render: (children: ReactNode) => startTransition(() => root.render(children)),
        unmount: () => root.unmount(),
      };
    },
    hydrateRoot(container, children, options) {
      let root: ReactDOMClient.Root | undefined;
      startTransition(() => {
        root = ReactDOMClient.hydrateRoot(container, children, {
          ...options,
          onRecoverableError: reportHydrationMismatch(name),
        });
      });
      return root!;
    },
  };
}

/**
 * What a root that hydrates does when what the server drew did not match its first render: React
 * draws that part again (so nothing is lost), and the difference is reported as a defect to mend.
 */
export function reportHydrationMismatch(name: string): NonNullable<ReactDOMClient.HydrationOptions['onRecoverableError']> {
  return (error, info) => console.error(`${name}: the page drawn on the server did not match its first render, and was drawn again`, error, info.componentStack ?? '');
}

/** Whether the slice's element holds a page the server drew, for it to hydrate rather than draw again. */
export const holdsServerDrawing = (element: HTMLElement): boolean => element.hasAttribute('data-drawn');

/**
 * single-spa lifecycles for a slice: one React root in the shell's slot, the shared
 * QueryClient, the slice's own router over the one browser history, and an error boundary
 * that shows the shared fallback instead of blanking the page.
 */
export interface SliceLifecycleOptions {
  /**
   * Loads what the page at this path needs before the slice first draws it (its lazy page code),
   * so it appears in the first commit. A failure here is left to the render to meet and report.
   */
  preload?: (pathname: string) => Promise<unknown>;
}

export function createSliceLifecycles(name: string, Root: ComponentType<SliceProps>, options: SliceLifecycleOptions = {}) {
  function SliceRoot(props: SliceProps) {
    // A page drawn for a screen width is hydrated as drawn at that width (useMediaQuery).
    const [drawn] = useState(() => holdsServerDrawing(props.domElement));
    const [drawnWidth] = useState(() => (drawn ? Number(props.domElement.dataset.drawnWidth) || undefined : undefined));
    return (
      <HydrationBoundary hydrating={drawn}>
        <DrawnWidthContext.Provider value={drawnWidth}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <RouteErrorBoundary>
                <Root {...props} />
              </RouteErrorBoundary>
            </BrowserRouter>
          </QueryClientProvider>
        </DrawnWidthContext.Provider>
      </HydrationBoundary>
    );
  }
  SliceRoot.displayName = `Slice(${name})`;

  // Whether the mount under way hydrates what the server drew (the element says so) or draws anew.
  let hydrating = false;
  const lifecycles = singleSpaReact<SliceProps>({
    React,
    ReactDOMClient: transitionClient(name),
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    rootComponent: SliceRoot,
    errorBoundary(error, _info, props) {
      console.error(`${name} failed while rendering`, error);
      return <SliceFallback what="This page" reason="error" onRetry={() => props.retry()} />;
    },
  });
  const { preload } = options;
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      if (preload) await preload(window.location.pathname).catch(() => undefined);
      hydrating = holdsServerDrawing((props as unknown as SliceProps).domElement);
      return lifecycles.mount(props);
    },
  };
}
