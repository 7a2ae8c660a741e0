import type { ExposedComponents, ExposedId, ExposedName } from '@homeward/contracts';
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadExposed, withTimeout } from './remotes';
import { usePrerendering } from './prerendering';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('An embedded component failed', error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface RemoteComponentProps<N extends ExposedName> {
  /** `scope/Exposed`, e.g. `mf_search/SearchBar`: a name of `ExposedComponents` in `@homeward/contracts`. */
  id: ExposedId<N>;
  /** The props that map gives the component: a wrong or missing one fails the type-check. */
  props: ExposedComponents[N];
  loading?: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  timeoutMs?: number;
}

/** Mounts a component another slice exposes; a failure stays inside this box. */
export function RemoteComponent<N extends ExposedName>({ id, props, loading = null, fallback, timeoutMs = 10_000 }: RemoteComponentProps<N>) {
  const [attempt, setAttempt] = useState(0);
  const prerendering = usePrerendering();
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const mod = await withTimeout(loadExposed<{ default: ComponentType<ExposedComponents[N]> }>(id), timeoutMs, id);
        return { default: mod.default };
      }),
    // A new attempt builds a new lazy component so a failed load is not cached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, attempt, timeoutMs],
  );
  // Drawn at build time, the component shows as it does while its slice loads.
  if (prerendering) return loading;
  return (
    <RemoteBoundary fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <Lazy {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
