import { useEffect, useRef, useState } from 'react';
import type { FilterCriteria } from '@homeward/domain';
import { useFilters } from './filterStore';

/**
 * A filter screen on a modal <dialog>: it opens and closes with `open`, and its draft starts
 * from the applied criteria each time it opens, so backing out discards the changes.
 */
export function useFilterDraft(open: boolean) {
  const applied = useFilters((s) => s.criteria);
  const [draft, setDraft] = useState<FilterCriteria>(applied);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setDraft(applied);
      dialog.showModal?.();
    } else if (!open && dialog.open) dialog.close?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const patch = (next: Partial<FilterCriteria>) => setDraft((current) => ({ ...current, ...next }));
  return { dialogRef, draft, setDraft, patch };
}
