import { useEffect, useMemo, useState } from 'react';
import { AdvancedMarker, APIProvider, Map, useMap, type MapCameraChangedEvent } from '@vis.gl/react-google-maps';
import type { BoundaryGeometry } from '@homeward/contracts';
import { formatPriceShort, PENDING_STATUS_CODES } from '@homeward/domain';
import { useFavorites } from '@homeward/platform';
import { setHovered, setSelected, useSelection } from '../listings/selectionStore';
import { clusterMarkers, placeMarkers, type Cluster } from './cluster';
import { markerDetails } from './OfflineMap';
import { unproject } from './projection';
import type { SearchMapProps } from './SearchMap';
import styles from './Map.module.css';

/** Draws the searched place's boundary with the map's own data layer. */
function Boundary({ boundary }: { boundary: BoundaryGeometry | null }) {
  const map = useMap();
  useEffect(() => {
    if (!map || !boundary) return;
    const features = map.data.addGeoJson({ type: 'Feature', geometry: boundary, properties: {} });
    map.data.setStyle({ fillColor: '#0b5d4b', fillOpacity: 0.08, strokeColor: '#0b5d4b', strokeWeight: 2, clickable: false });
    return () => features.forEach((f: Parameters<typeof map.data.remove>[0]) => map.data.remove(f));
  }, [map, boundary]);
  return null;
}

/** The same search on Google Maps, used when an operator configured a maps key. */
export default function GoogleSearchMap({ markers, place, initialCenter, initialZoom, loading, apiKey, mapId }: SearchMapProps & { apiKey: string; mapId?: string }) {
  const [zoom, setZoom] = useState(initialZoom);
  const placed = useMemo(() => placeMarkers(markers), [markers]);
  const clusters = useMemo(() => clusterMarkers(placed, zoom), [placed, zoom]);

  return (
    <div className={styles.map}>
      <APIProvider apiKey={apiKey}>
        <Map
          key={`${initialCenter.lat},${initialCenter.lng},${initialZoom}`}
          defaultCenter={initialCenter}
          defaultZoom={initialZoom}
          mapId={mapId ?? 'DEMO_MAP_ID'}
          gestureHandling="greedy"
          onZoomChanged={(event: MapCameraChangedEvent) => setZoom(event.detail.zoom)}
          style={{ width: '100%', height: '100%' }}
        >
          <Boundary boundary={place?.boundary ?? null} />
          <Markers clusters={clusters} zoom={zoom} />
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

function Markers({ clusters, zoom }: { clusters: Cluster[]; zoom: number }) {
  const map = useMap();
  const { favorites } = useFavorites();
  const { hovered, selected } = useSelection();
  return (
    <>
          {clusters.map((cluster) => {
            const position = unproject({ x: cluster.x, y: cluster.y }, zoom);
            if (!cluster.marker) {
              return (
                <AdvancedMarker key={cluster.id} position={position} title={`${cluster.count} homes here, zoom in`} onClick={() => {
                map?.panTo(position);
                map?.setZoom(Math.floor(zoom) + 2);
              }}>
                  <span className={styles.clusterDot} data-size={cluster.count >= 100 ? 'l' : cluster.count >= 10 ? 'm' : 's'}>
                    {cluster.count}
                  </span>
                </AdvancedMarker>
              );
            }
            const marker = cluster.marker;
            const pending = PENDING_STATUS_CODES.includes(marker.status);
            const tag = marker.isLive ? 'LIVE' : marker.hasOpenHouse ? 'OPEN' : pending ? 'PENDING' : null;
            const active = hovered === marker.mls || selected === marker.mls;
            return (
              <AdvancedMarker
                key={cluster.id}
                position={position}
                title={markerDetails(marker, favorites.includes(marker.mls))}
                zIndex={active ? 3 : 1}
                onClick={() => setSelected(marker.mls)}
                onMouseEnter={() => setHovered(marker.mls)}
                onMouseLeave={() => setHovered(null)}
              >
                <span className={[styles.pin, active && styles.markerActive].filter(Boolean).join(' ')} style={{ position: 'static', transform: 'none' }}>
                  {tag && <span className={[styles.tag, styles[`tag_${tag}`]].join(' ')}>{tag}</span>}
                  {favorites.includes(marker.mls) ? '♥ ' : ''}
                  {formatPriceShort(marker.listingPrice)}
                </span>
              </AdvancedMarker>
            );
          })}
    </>
  );
}
