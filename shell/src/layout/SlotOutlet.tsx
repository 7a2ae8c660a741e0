import { useLayoutEffect, useRef } from 'react';
import { LoadingBlock, SliceFallback } from '@homeward/ui';
import { containerFor, holdsDrawnPage } from '../composition/registerSlices';
import { useSlot } from '../composition/slotStore';

/**
 * Adopts the owning slice's element into the current layout. The element lives outside React,
 * so switching layouts moves the slice's DOM without remounting it.
 */
export function SlotOutlet({ owner }: { owner: string }) {
  const host = useRef<HTMLDivElement>(null);
  const slot = useSlot(owner);

  useLayoutEffect(() => {
    const element = containerFor(owner);
    host.current?.appendChild(element);
    return () => element.remove();
  }, [owner]);

  const failed = slot?.status === 'error';
  // A page the server drew shows while its slice loads to hydrate it: nothing is put before it.
  const loading = slot?.status === 'loading' && !holdsDrawnPage(owner);
  return (
    <>
      {loading && <LoadingBlock label="Loading page…" />}
      {failed && <SliceFallback what="This page" reason={slot.failure} onRetry={() => slot.retry?.()} />}
      <div ref={host} hidden={failed} data-slot={owner} />
    </>
  );
}
