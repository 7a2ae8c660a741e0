import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { ERROR_PAGE_FAILED_MESSAGE, missingParamError, PAGE_NOT_FOUND_MESSAGE, routeErrorStatus } from '@homeward/domain';
import { ErrorPage } from '@homeward/ui';
import { useMissingPage } from './prerendering';

interface BoundaryState {
  error: unknown;
}

/** Last line: the error page itself failed (spec 8), so plain text and a link home. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The error page failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert">
        <h1>{ERROR_PAGE_FAILED_MESSAGE}</h1>
        <a href="/">Back to home</a>
      </section>
    );
  }
}

/** Reads the error inside the guard, so an error that cannot even be read still ends on a page. */
function RouteErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error && error.message ? error.message : undefined;
  const status = routeErrorStatus(error);
  // A page that failed to draw (or a server error) may work on a second try; a 4xx will not.
  return <ErrorPage status={status} message={message} onRetry={status >= 500 ? onRetry : undefined} />;
}

/** Shows the error page for an error thrown while drawing a route; `resetKey` clears it (a new URL). */
class Boundary extends Component<{ children: ReactNode; resetKey: string }, BoundaryState> {
  override state: BoundaryState = { error: undefined };
  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed while rendering', error, info.componentStack);
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <ErrorPageGuard>
        <RouteErrorPage error={error} onRetry={() => this.setState({ error: undefined })} />
      </ErrorPageGuard>
    );
  }
}

/**
 * Spec 2.3 / 8: an error thrown while drawing a route shows an error page with its status code
 * (default 500) and message, instead of a blank slot; moving to another URL clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

/** The route element for paths a slice was mounted for but has no page for (status 404). */
export function PageNotFound() {
  useMissingPage();
  return (
    <ErrorPageGuard>
      <ErrorPage status={404} message={PAGE_NOT_FOUND_MESSAGE} />
    </ErrorPageGuard>
  );
}

/** Route parameters a page cannot work without; a missing one is a clear error, never a blank slot. */
export function useRequiredParams<K extends string>(...names: K[]): Record<K, string> {
  const params = useParams();
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = params[name];
    if (value === undefined || value === '') throw missingParamError(name);
    values[name] = value;
  }
  return values;
}
