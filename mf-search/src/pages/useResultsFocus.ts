import { useEffect, useRef } from 'react';
import { setSelected } from '../shared/selectionStore';

/** A new page of results, or a new place, starts at the top of the list, with focus on its heading for keyboard users. */
export function useResultsFocus(page: number, searchText: string) {
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstPage = useRef(true);
  useEffect(() => {
    setSelected(null);
    // The first page is already at the top: scrolling there would only force a layout while it draws.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    listRef.current?.scrollTo?.({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [page, searchText]);
  return { listRef, headingRef };
}
