import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import type { MapMarker } from '@homeward/contracts';
import { formatCurrency, formatPriceShort, formatThousands, PENDING_STATUS_CODES } from '@homeward/domain';
import { useFavorites } from '@homeward/platform';
import { setHovered, setSelected, useIsHovered, useSelection } from '../listings/selectionStore';
import { clusterMarkers, placeMarkers, zoomToFit, type Cluster } from './cluster';
import { boundaryPath, clampZoom, panBy, project, unproject, zoomAround } from './projection';
import type { SearchMapProps } from './SearchMap';
import styles from './Map.module.css';
import { useAttributedPath } from '../common/useAttributedPath';
import { pagePaths } from '@homeward/contracts';

const PAN_STEP_PX = 120;
/** Markers this far outside the view are still drawn, so a short drag shows no gap. */
const OVERSCAN_PX = 80;

function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** What a marker's short price and tag do not say: the full price, saved or not, and the MLS number. */
export function markerDetails(marker: MapMarker, favorite: boolean): string {
  const parts = [formatCurrency(marker.listingPrice)];
  if (marker.isLive) parts.push('live stream open house');
  else if (marker.hasOpenHouse) parts.push('open house');
  if (PENDING_STATUS_CODES.includes(marker.status)) parts.push('pending');
  if (favorite) parts.push('in your favorites');
  parts.push(`MLS ${marker.mls}`);
  return parts.join(', ');
}

/**
 * A map drawn without tiles: the searched place's boundary and every home at its Web-Mercator
 * position, clustered by zoom. It pans by dragging and the arrow keys, zooms with the wheel, a
 * pinch, the +/- buttons and keys, and every marker and cluster is a labelled button.
 */
export function OfflineMap({ markers, place, initialZoom, initialCenter, loading, listings }: SearchMapProps) {
  const withReferrer = useAttributedPath();
  const [containerRef, size] = useElementSize<HTMLDivElement>();
  const [view, setView] = useState({ center: initialCenter, zoom: initialZoom });
  const instructionsId = useId();
  const { favorites } = useFavorites();
  const favoriteSet = useMemo(() => new Set(favorites), [favorites]);
  const { selected } = useSelection();

  // A new place (or a new zoom rule answer for it) recentres the map; filter changes do not.
  const placeKey = `${initialCenter.lat},${initialCenter.lng},${initialZoom}`;
  useEffect(() => {
    setView({ center: initialCenter, zoom: initialZoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeKey]);

  const placed = useMemo(() => placeMarkers(markers), [markers]);
  const clusters = useMemo(() => clusterMarkers(placed, view.zoom), [placed, view.zoom]);
  const centerWorld = project(view.center, view.zoom);
  const offsetX = size.width / 2 - centerWorld.x;
  const offsetY = size.height / 2 - centerWorld.y;
  const visible = clusters.filter((c) => {
    const x = c.x + offsetX;
    const y = c.y + offsetY;
    return x > -OVERSCAN_PX && y > -OVERSCAN_PX && x < size.width + OVERSCAN_PX && y < size.height + OVERSCAN_PX;
  });
  const path = useMemo(() => boundaryPath(place?.boundary, view.zoom), [place?.boundary, view.zoom]);
  const selectedMarker = selected ? markers.find((m) => m.mls === selected) : undefined;
  const selectedListing = selected ? listings.find((l) => l.mls === selected) : undefined;

  const zoomBy = (delta: number, anchor = { x: size.width / 2, y: size.height / 2 }) =>
    setView((current) => {
      const next = zoomAround({ ...current, width: size.width, height: size.height }, current.zoom + delta, anchor);
      return { center: next.center, zoom: next.zoom };
    });

  // Wheel zoom must cancel the page scroll, which React's passive wheel listener cannot do.
  const canvasRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = canvasRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      const delta = Math.max(-1, Math.min(1, -event.deltaY / (event.deltaMode === 1 ? 3 : 120))) * 0.5;
      setView((current) => {
        const next = zoomAround({ ...current, width: element.clientWidth, height: element.clientHeight }, current.zoom + delta, anchor);
        return { center: next.center, zoom: next.zoom };
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  // Dragging with one pointer pans; two pointers pinch-zoom around their midpoint.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as HTMLElement).closest('button, a')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    dragged.current = false;
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const all = [...pointers.current.entries()];
    if (all.length === 1) {
      const dx = event.clientX - previous.x;
      const dy = event.clientY - previous.y;
      if (Math.abs(dx) + Math.abs(dy) > 2) dragged.current = true;
      setView((current) => ({ ...current, center: panBy({ ...current, width: size.width, height: size.height }, dx, dy) }));
    } else if (all.length === 2) {
      const other = all.find(([id]) => id !== event.pointerId)?.[1];
      if (other) {
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(event.clientX - other.x, event.clientY - other.y);
        const rect = event.currentTarget.getBoundingClientRect();
        if (before > 0) zoomBy(Math.log2(after / before), { x: (event.clientX + other.x) / 2 - rect.left, y: (event.clientY + other.y) / 2 - rect.top });
      }
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (!dragged.current && pointers.current.size === 0 && event.target === event.currentTarget) setSelected(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP_PX, 0],
      ArrowRight: [-PAN_STEP_PX, 0],
      ArrowUp: [0, PAN_STEP_PX],
      ArrowDown: [0, -PAN_STEP_PX],
    };
    if (event.key in pan) {
      event.preventDefault();
      const [dx, dy] = pan[event.key];
      setView((current) => ({ ...current, center: panBy({ ...current, width: size.width, height: size.height }, dx, dy) }));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(1);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomBy(-1);
    } else if (event.key === 'Escape') {
      setSelected(null);
    }
  }

  function openCluster(cluster: Cluster) {
    const zoom = clampZoom(zoomToFit(cluster.bounds, size.width, size.height, view.zoom));
    const unit = { x: (cluster.bounds.minX + cluster.bounds.maxX) / 2, y: (cluster.bounds.minY + cluster.bounds.maxY) / 2 };
    setView({ zoom, center: unproject(unit, 0) });
  }

  return (
    <div className={styles.map} ref={containerRef}>
      <div
        ref={canvasRef}
        className={styles.canvas}
        role="application"
        aria-roledescription="map"
        aria-label={`Map of ${place ? `${place.name}, ${place.state}` : 'homes'}: ${markers.length} homes`}
        aria-describedby={instructionsId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{ backgroundPosition: `${offsetX % 64}px ${offsetY % 64}px` }}
        data-zoom={view.zoom.toFixed(2)}
        data-testid="search-map"
      >
        <svg className={styles.layer} width={size.width} height={size.height} aria-hidden="true">
          {path && (
            <path d={path} transform={`translate(${offsetX.toFixed(1)} ${offsetY.toFixed(1)})`} className={styles.boundary} fillRule="evenodd" />
          )}
        </svg>
        {size.width > 0 &&
          visible.map((cluster) =>
            cluster.marker ? (
              <HomeMarker
                key={cluster.id}
                marker={cluster.marker}
                x={cluster.x + offsetX}
                y={cluster.y + offsetY}
                favorite={favoriteSet.has(cluster.marker.mls)}
                selected={selected === cluster.marker.mls}
              />
            ) : (
              <button
                key={cluster.id}
                type="button"
                className={styles.cluster}
                style={{ transform: `translate(${(cluster.x + offsetX).toFixed(1)}px, ${(cluster.y + offsetY).toFixed(1)}px)` }}
                data-count={cluster.count}
                onClick={() => openCluster(cluster)}
              >
                <span className={styles.clusterDot} data-size={cluster.count >= 1000 ? 'xl' : cluster.count >= 100 ? 'l' : cluster.count >= 10 ? 'm' : 's'}>
                  {formatThousands(cluster.count)}
                  <span className={styles.visuallyHidden}> homes here, zoom in</span>
                </span>
              </button>
            ),
          )}
      </div>
      <p id={instructionsId} className={styles.visuallyHidden}>
        Arrow keys move the map, plus and minus zoom. Tab to reach the homes and clusters on it.
      </p>
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label="Zoom in" onClick={() => zoomBy(1)} disabled={view.zoom >= 18}>
          <span aria-hidden="true">+</span>
        </button>
        <button type="button" className={styles.control} aria-label="Zoom out" onClick={() => zoomBy(-1)} disabled={view.zoom <= 3}>
          <span aria-hidden="true">−</span>
        </button>
        <button type="button" className={styles.control} aria-label="Back to the whole search area" onClick={() => setView({ center: initialCenter, zoom: initialZoom })}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21v-2Z" />
          </svg>
        </button>
      </div>
      {loading && (
        <div className={styles.progress} role="progressbar" aria-label="Loading homes">
          <span className={styles.progressBar} />
        </div>
      )}
      {selectedMarker && (
        <div className={styles.popup} role="dialog" aria-label="Selected home">
          <p className={styles.popupPrice}>{formatCurrency(selectedMarker.listingPrice)}</p>
          {selectedListing && (
            <p className={styles.popupFacts}>
              {selectedListing.bedrooms} bd · {selectedListing.baths} ba · {selectedListing.address}, {selectedListing.city}
            </p>
          )}
          <Link className={styles.popupLink} to={withReferrer(pagePaths.property(selectedMarker.mls))}>
            View home, MLS # {selectedMarker.mls}
          </Link>
          <button type="button" className={styles.popupClose} aria-label="Close" onClick={() => setSelected(null)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}

const HomeMarker = memo(function HomeMarker({ marker, x, y, favorite, selected }: { marker: MapMarker; x: number; y: number; favorite: boolean; selected: boolean }) {
  const hovered = useIsHovered(marker.mls);
  const pending = PENDING_STATUS_CODES.includes(marker.status);
  const tag = marker.isLive ? 'LIVE' : marker.hasOpenHouse ? 'OPEN' : pending ? 'PENDING' : null;
  return (
    <button
      type="button"
      className={[styles.marker, (hovered || selected) && styles.markerActive, pending && styles.markerPending].filter(Boolean).join(' ')}
      style={{ transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`, zIndex: hovered || selected ? 3 : undefined }}
      aria-pressed={selected}
      data-mls={marker.mls}
      data-testid="map-marker"
      onMouseEnter={() => setHovered(marker.mls)}
      onMouseLeave={() => setHovered(null)}
      onFocus={() => setHovered(marker.mls)}
      onBlur={() => setHovered(null)}
      onClick={() => {
        setSelected(marker.mls);
        document.getElementById(`listing-${marker.mls}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      }}
    >
      <span className={styles.pin}>
        {tag && <span className={[styles.tag, styles[`tag_${tag}`]].join(' ')}>{tag}</span>}
        {favorite && (
          <svg className={styles.markerHeart} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.8 1.2 5.3 3 1.5-1.8 3.2-3 5.3-3 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21Z" />
          </svg>
        )}
        {formatPriceShort(marker.listingPrice)}
        <span className={styles.visuallyHidden}>: {markerDetails(marker, favorite)}</span>
      </span>
    </button>
  );
});
