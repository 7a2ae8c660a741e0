import { memo } from 'react';
import type { MapCluster, MapMarker } from '@homeward/contracts';
import { formatCurrency, formatPriceShort, formatThousands, PENDING_STATUS_CODES } from '@homeward/domain';
import type { EstimatedCluster } from '../../shared/search/instantResults';
import { setHovered, setSelected, useIsHovered } from '../../shared/selectionStore';
import styles from './Map.module.css';
import { VisuallyHidden } from '@homeward/ui';

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

export function clusterLabel(cluster: EstimatedCluster): string {
  const range =
    cluster.minPrice === cluster.maxPrice ? formatPriceShort(cluster.minPrice) : `${formatPriceShort(cluster.minPrice)} to ${formatPriceShort(cluster.maxPrice)}`;
  return `${cluster.approximate ? 'About ' : ''}${formatThousands(cluster.count)} homes, ${range}${cluster.hasOpenHouse ? ', with open houses' : ''}. Zoom in`;
}

/** One home on the map: a real button (Enter or a click opens its card). */
export const HomePin = memo(function HomePin({ marker, favorite, selected }: { marker: MapMarker; favorite: boolean; selected: boolean }) {
  const hovered = useIsHovered(marker.mls);
  const pending = PENDING_STATUS_CODES.includes(marker.status);
  const tag = marker.isLive ? 'LIVE' : marker.hasOpenHouse ? 'OPEN' : pending ? 'PENDING' : null;
  return (
    <button
      type="button"
      className={[styles.homePin, (hovered || selected) && styles.markerActive, pending && styles.markerPending].filter(Boolean).join(' ')}
      aria-pressed={selected}
      data-mls={marker.mls}
      data-testid="map-marker"
      onMouseEnter={() => setHovered(marker.mls)}
      onMouseLeave={() => setHovered(null)}
      onFocus={() => setHovered(marker.mls)}
      onBlur={() => setHovered(null)}
      onClick={(event) => {
        event.stopPropagation();
        setSelected(marker.mls);
        document.getElementById(`listing-${marker.mls}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      }}
    >
      <span className={styles.flatPin}>
        {tag && <span className={[styles.tag, styles[`tag_${tag}`]].join(' ')}>{tag}</span>}
        {favorite && (
          <svg className={styles.markerHeart} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.8 1.2 5.3 3 1.5-1.8 3.2-3 5.3-3 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21Z" />
          </svg>
        )}
        {formatPriceShort(marker.listingPrice)}
        <VisuallyHidden>: {markerDetails(marker, favorite)}</VisuallyHidden>
      </span>
    </button>
  );
});

/** A group of homes: a button that zooms the map into them. */
export function ClusterPin({ cluster, onOpen }: { cluster: EstimatedCluster; onOpen: (cluster: MapCluster) => void }) {
  return (
    <button
      type="button"
      className={styles.clusterPin}
      data-count={cluster.count}
      data-approximate={cluster.approximate || undefined}
      data-testid="map-cluster"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(cluster);
      }}
    >
      <span className={styles.flatCluster} data-size={cluster.count >= 1000 ? 'xl' : cluster.count >= 100 ? 'l' : cluster.count >= 10 ? 'm' : 's'}>
        {/* A count scaled in the browser after a filter change says so until the server's count arrives. */}
        <span aria-hidden="true">{`${cluster.approximate ? '~' : ''}${formatThousands(cluster.count)}`}</span>
        {cluster.hasOpenHouse && <span className={styles.clusterOpen} aria-hidden="true" />}
        <VisuallyHidden>{clusterLabel(cluster)}</VisuallyHidden>
      </span>
    </button>
  );
}

/** Closes the selected home's summary. */
export const clearSelection = () => setSelected(null);
