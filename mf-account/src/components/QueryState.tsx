import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, LoadingBlock } from '@homeward/ui';
import { cardClass } from '../shared/card';

/** Loading, a failure with "Try again", or the content once the data is there. */
export function QueryState<T>({ query, loading, children }: { query: UseQueryResult<T>; loading: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError) {
    return (
      <div className={cardClass} role="alert">
        <p>{query.error.message || 'This could not be loaded.'}</p>
        <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
