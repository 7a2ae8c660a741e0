import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SliceFallback } from '@homeward/ui';
import { queryClient } from './queryClient';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** What the shell hands every slice when it mounts it. */
export interface SliceProps {
  sliceName: string;
  domElement: HTMLElement;
  /** Unmounts and mounts the slice again, e.g. from its error fallback. */
  retry: () => void;
}

/**
 * react-dom/client whose roots render in a transition: a slice's first render runs in slices of a
 * few milliseconds that yield to the browser, not as one long task that blocks input.
 */
const transitionClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot(container, options) {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

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
    return (
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RouteErrorBoundary>
            <Root {...props} />
          </RouteErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    );
  }
  SliceRoot.displayName = `Slice(${name})`;

  const lifecycles = singleSpaReact<SliceProps>({
    React,
    ReactDOMClient: transitionClient,
    rootComponent: SliceRoot,
    errorBoundary(error, _info, props) {
      console.error(`${name} failed while rendering`, error);
      return <SliceFallback what="This page" reason="error" onRetry={() => props.retry()} />;
    },
  });
  const { preload } = options;
  if (!preload) return lifecycles;
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      await preload(window.location.pathname).catch(() => undefined);
      return lifecycles.mount(props);
    },
  };
}
