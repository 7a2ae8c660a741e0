import { useEffect, useState } from 'react';
import type { FilterCriteria } from '@homeward/domain';
import { useFilters } from '../../shared/filters/filterStore';

/**
 * The draft of a filter screen: it starts from the applied criteria each time the screen opens,
 * so backing out discards the changes.
 */
export function useFilterDraft(open: boolean) {
  const applied = useFilters((s) => s.criteria);
  const [draft, setDraft] = useState<FilterCriteria>(applied);

  useEffect(() => {
    if (open) setDraft(applied);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const patch = (next: Partial<FilterCriteria>) => setDraft((current) => ({ ...current, ...next }));
  return { draft, setDraft, patch };
}
