import { useLayoutEffect, useRef } from 'react';
import { LoadingBlock, SliceFallback } from '@homeward/ui';
import { useHydrating } from '@homeward/platform';
import { containerFor, holdsDrawnPage } from '../composition/registerSlices';
import { useSlot } from '../composition/slotStore';

/** The slot's element is the slice's, not React's: React neither draws nor hydrates what is in it. */
const SLICE_OWNED = { __html: '' };

/**
 * Adopts the owning slice's element into the current layout. The element lives outside React,
 * so switching layouts moves the slice's DOM without remounting it. In a page the server drew,
 * the slice's element is already in place, and stays where it is.
 */
export function SlotOutlet({ owner }: { owner: string }) {
  const host = useRef<HTMLDivElement>(null);
  const slot = useSlot(owner);
  // Hydrating, the slot is drawn as the server drew it: the slice's page, and nothing before it.
  const hydrating = useHydrating();

  useLayoutEffect(() => {
    const element = containerFor(owner);
    if (element.parentNode !== host.current) host.current?.appendChild(element);
    return () => element.remove();
  }, [owner]);

  const failed = !hydrating && slot?.status === 'error';
  // A page the server drew shows while its slice loads to hydrate it: nothing is put before it.
  const loading = !hydrating && slot?.status === 'loading' && !holdsDrawnPage(owner);
  return (
    <>
      {loading && <LoadingBlock label="Loading page…" />}
      {failed && <SliceFallback what="This page" reason={slot.failure} onRetry={() => slot.retry?.()} />}
      <div ref={host} hidden={failed} data-slot={owner} dangerouslySetInnerHTML={SLICE_OWNED} suppressHydrationWarning />
    </>
  );
}
