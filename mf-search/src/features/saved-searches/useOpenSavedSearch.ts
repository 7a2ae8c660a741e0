import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@homeward/contracts';
import { savedSearchQuery, session, useSession, visitSavedSearch } from '@homeward/platform';
import { applyCriteria, setSort } from '../../shared/filters/filterStore';

export interface OpenedSavedSearch {
  saved: SavedSearch | null;
  /** Homes that came into the search since the owner's previous visit. */
  newMls: ReadonlySet<string>;
  error: string | null;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Opens a saved search from its link (`?savedSearch=`): its filters and order replace the page's,
 * and the homes new since the last visit are read once (that visit then becomes the last one).
 */
export function useOpenSavedSearch(id: string | null): OpenedSavedSearch {
  const queryClient = useQueryClient();
  // Tokens in hand are enough: the account details need not have arrived yet.
  const signedIn = useSession((s) => s.status !== 'visitor' && !!s.loginDetails) && session.isLoggedIn();
  const [opened, setOpened] = useState<OpenedSavedSearch>({ saved: null, newMls: NONE, error: null });

  useEffect(() => {
    if (!id || !signedIn) return;
    let cancelled = false;
    void (async () => {
      try {
        const saved = await queryClient.fetchQuery(savedSearchQuery(id));
        if (cancelled) return;
        applyCriteria(saved.search.criteria);
        setSort(saved.search.sort);
        const visit = await visitSavedSearch(id);
        if (!cancelled) setOpened({ saved, newMls: new Set(visit.newMls), error: null });
      } catch (error) {
        if (!cancelled) setOpened({ saved: null, newMls: NONE, error: error instanceof Error ? error.message : 'This saved search could not be opened.' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [id, signedIn, queryClient]);

  return id ? opened : { saved: null, newMls: NONE, error: null };
}
