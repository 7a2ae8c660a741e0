import { useEffect, useMemo } from 'react';
import { AdvancedMarker, APIProvider, Map, useMap, type MapCameraChangedEvent } from '@vis.gl/react-google-maps';
import { formatPriceShort, MAP_MAX_CLUSTER_ZOOM, PENDING_STATUS_CODES } from '@homeward/domain';
import { useFavorites } from '@homeward/platform';
import { setHovered, setSelected, useSelection } from '../../shared/selectionStore';
import { clusterLabel, markerDetails } from './MapPins';
import { usePlaceBoundary } from './placeBoundary';
import type { SearchMapProps } from './SearchMap';
import styles from './Map.module.css';

/** Draws the searched place's boundary with the map's own data layer. */
function Boundary({ boundaryId }: { boundaryId: string | null }) {
  const map = useMap();
  const boundary = usePlaceBoundary(boundaryId);
  useEffect(() => {
    if (!map || !boundary) return;
    const features = map.data.addGeoJson({ type: 'Feature', geometry: boundary, properties: {} });
    map.data.setStyle({ fillColor: '#0b5d4b', fillOpacity: 0.08, strokeColor: '#0b5d4b', strokeWeight: 2, clickable: false });
    return () => features.forEach((f: Parameters<typeof map.data.remove>[0]) => map.data.remove(f));
  }, [map, boundary]);
  return null;
}

/** The same search on Google Maps, used when an operator configured a maps key; homes and clusters come from the server. */
export default function GoogleSearchMap({ markers, clusters, place, view, viewKey, loading, onViewChange, apiKey, mapId }: SearchMapProps & { apiKey: string; mapId?: string }) {
  return (
    <div className={styles.map} data-testid="search-map">
      <APIProvider apiKey={apiKey}>
        <Map
          key={viewKey}
          defaultCenter={{ lat: view.lat, lng: view.lng }}
          defaultZoom={view.zoom}
          mapId={mapId ?? 'DEMO_MAP_ID'}
          gestureHandling="greedy"
          onIdle={(event) => {
            const bounds = event.map.getBounds();
            const center = event.map.getCenter();
            if (!bounds || !center) return;
            onViewChange(
              {
                lat: center.lat(),
                lng: center.lng(),
                zoom: event.map.getZoom() ?? view.zoom,
                north: bounds.getNorthEast().lat(),
                east: bounds.getNorthEast().lng(),
                south: bounds.getSouthWest().lat(),
                west: bounds.getSouthWest().lng(),
              },
              true,
            );
          }}
          onCameraChanged={(_event: MapCameraChangedEvent) => undefined}
          style={{ width: '100%', height: '100%' }}
        >
          <Boundary boundaryId={place?.boundaryId ?? null} />
          <Pins markers={markers} clusters={clusters} />
        </Map>
      </APIProvider>
      {loading && (
        <div className={styles.progress} role="progressbar" aria-label="Loading homes">
          <span className={styles.progressBar} />
        </div>
      )}
    </div>
  );
}

function Pins({ markers, clusters }: Pick<SearchMapProps, 'markers' | 'clusters'>) {
  const map = useMap();
  const { favorites } = useFavorites();
  const favoriteSet = useMemo(() => new Set(favorites), [favorites]);
  const { hovered, selected } = useSelection();
  return (
    <>
      {clusters.map((cluster) => (
        <AdvancedMarker
          key={cluster.id}
          position={{ lat: cluster.lat, lng: cluster.lng }}
          title={clusterLabel(cluster)}
          onClick={() =>
            map?.fitBounds({ north: cluster.bounds.north, south: cluster.bounds.south, east: cluster.bounds.east, west: cluster.bounds.west }, 48) ??
            map?.setZoom(MAP_MAX_CLUSTER_ZOOM)
          }
        >
          <span className={styles.flatCluster} data-size={cluster.count >= 100 ? 'l' : cluster.count >= 10 ? 'm' : 's'}>
            {cluster.count}
          </span>
        </AdvancedMarker>
      ))}
      {markers.map((marker) => {
        const pending = PENDING_STATUS_CODES.includes(marker.status);
        const tag = marker.isLive ? 'LIVE' : marker.hasOpenHouse ? 'OPEN' : pending ? 'PENDING' : null;
        const active = hovered === marker.mls || selected === marker.mls;
        return (
          <AdvancedMarker
            key={marker.mls}
            position={{ lat: marker.lat, lng: marker.lng }}
            title={markerDetails(marker, favoriteSet.has(marker.mls))}
            zIndex={active ? 3 : 1}
            onClick={() => setSelected(marker.mls)}
            onMouseEnter={() => setHovered(marker.mls)}
            onMouseLeave={() => setHovered(null)}
          >
            <span className={[styles.flatPin, active && styles.markerActive].filter(Boolean).join(' ')}>
              {tag && <span className={[styles.tag, styles[`tag_${tag}`]].join(' ')}>{tag}</span>}
              {favoriteSet.has(marker.mls) ? '♥ ' : ''}
              {formatPriceShort(marker.listingPrice)}
            </span>
          </AdvancedMarker>
        );
      })}
    </>
  );
}
