import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths, type SavedSearch, type SavedSearchQueryInput } from '@homeward/contracts';
import { queryKeys, updateSavedSearch } from '@homeward/platform';
import { Button, Notice } from '@homeward/ui';
import styles from './SavedSearch.module.css';

/** Above the results of an opened saved search: its name, and keeping the filters now on screen as its new filters. */
export function SavedSearchBar({ saved, search, newCount }: { saved: SavedSearch; search: SavedSearchQueryInput; newCount: number }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const update = async () => {
    setState({ kind: 'saving' });
    try {
      await updateSavedSearch(saved.id, { search });
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches });
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The search could not be updated. Please try again.' });
    }
  };
  return (
    <div className={styles.savedBar}>
      <p className={styles.savedName}>
        Saved search “{saved.name}”
        {newCount > 0 ? ` · ${newCount === 1 ? '1 home' : `${newCount} homes`} new since your last visit` : ''}
      </p>
      <Button variant="secondary" onClick={() => void update()} disabled={state.kind === 'saving'} busy={state.kind === 'saving'}>
        Keep these filters for this search
      </Button>
      <Link to={paths.account.savedSearches.href()}>All saved searches</Link>
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      <Notice className={styles.notice} message={state.kind === 'saved' ? `“${saved.name}” now uses these filters.` : undefined} />
    </div>
  );
}
