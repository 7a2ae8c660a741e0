import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths, type SavedSearchQueryInput } from '@homeward/contracts';
import { proposeSavedSearchName } from '@homeward/domain';
import { bus, createSavedSearch, queryKeys, session } from '@homeward/platform';
import { Button, Notice } from '@homeward/ui';
import styles from './SavedSearch.module.css';

type Saving = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; name: string } | { kind: 'failed'; message: string };

const SIGN_IN_REASON = 'Sign in to save this search. We then tell you when a home that fits is listed.';

/**
 * "Save search": keeps the place, the map area when the results follow it, every filter and the
 * order, under a proposed name. Signed out, it asks for the login dialog and saves what was on
 * screen once the visitor has signed in.
 */
export function SaveSearchButton({ search }: { search: SavedSearchQueryInput }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<Saving>({ kind: 'idle' });
  const pending = useRef<SavedSearchQueryInput | null>(null);

  const save = async (what: SavedSearchQueryInput) => {
    setState({ kind: 'saving' });
    try {
      const saved = await createSavedSearch({ name: proposeSavedSearchName(what.searchText, what.criteria ?? {}), search: what });
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches });
      setState({ kind: 'saved', name: saved.name });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : 'The search could not be saved. Please try again.' });
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    const subscriptions = [
      bus.on('auth:signed-in').subscribe((event) => {
        const what = pending.current;
        pending.current = null;
        if (what && !event.fromOtherTab) void saveRef.current(what);
      }),
      bus.on('auth:login-modal-closed').subscribe((event) => {
        if (!event.signedIn) pending.current = null;
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);

  const onClick = () => {
    if (!session.isLoggedIn()) {
      pending.current = search;
      bus.publish({ type: 'auth:login-requested', reason: SIGN_IN_REASON });
      return;
    }
    void save(search);
  };

  return (
    <div className={styles.save}>
      <Button variant="secondary" onClick={onClick} busy={state.kind === 'saving'} disabled={state.kind === 'saving'}>
        Save search
      </Button>
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      <Notice
        className={styles.notice}
        message={
          state.kind === 'saved' ? (
            <>
              Saved as “{state.name}”. We tell you of new homes that fit. <Link to={paths.account.savedSearches.href()}>Your saved searches</Link>
            </>
          ) : undefined
        }
      />
    </div>
  );
}
