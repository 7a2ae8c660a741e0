import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { addProtocol, setWorkerUrl, type Map as MaplibreMap, type StyleSpecification } from 'maplibre-gl';
import { AttributionControl, Layer, Map, Marker, NavigationControl, Source, type MapRef } from '@vis.gl/react-maplibre';
import { PMTiles, Protocol } from 'pmtiles';
import { type MapCluster, paths } from '@homeward/contracts';
import { formatCurrency, MAP_MAX_CLUSTER_ZOOM } from '@homeward/domain';
import { useFavorites } from '@homeward/platform';
import { useAttributedPath } from '../../shared/useAttributedPath';
import { markMapFirstRender } from '../../shared/performanceMarks';
import { setSelected, useSelection } from '../../shared/selectionStore';
import { CachedArchiveSource } from './archiveSource';
import { archiveUrl, loadBasemapManifest, offlineStyle } from './basemapStyle';
import { ClusterPin, HomePin } from './MapPins';
import { usePlaceBoundary } from './placeBoundary';
import type { MapViewChange, SearchMapProps } from './SearchMap';
import styles from './Map.module.css';
import { visuallyHiddenClass } from '@homeward/ui';

let protocol: Protocol | undefined;
/**
 * Lets MapLibre read `pmtiles://` sources with HTTP range requests, and tells it where its worker
 * module is: emitted beside this slice's chunks (MapLibre starts it from a blob: URL that imports it).
 */
function ensurePmtilesProtocol(): Protocol {
  if (protocol) return protocol;
  setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);
  protocol = new Protocol();
  addProtocol('pmtiles', protocol.tile);
  return protocol;
}

/** The offline archive is read through CachedArchiveSource (before the style names it, or the protocol would open it plainly). */
function addArchive(url: string) {
  const archives = ensurePmtilesProtocol();
  if (!archives.get(url)) archives.add(new PMTiles(new CachedArchiveSource(url)));
}

/** The offline style (or a hosted style URL an operator configured), loaded once per page. */
function useMapStyle(styleUrl: string | undefined): StyleSpecification | string | null {
  const [style, setStyle] = useState<StyleSpecification | string | null>(styleUrl ?? null);
  useEffect(() => {
    if (styleUrl) return setStyle(styleUrl);
    let live = true;
    void loadBasemapManifest().then((manifest) => {
      if (!live) return;
      if (manifest) addArchive(archiveUrl(manifest));
      setStyle(offlineStyle(manifest));
    });
    return () => {
      live = false;
    };
  }, [styleUrl]);
  return style;
}

function viewOf(map: MaplibreMap): MapViewChange {
  const bounds = map.getBounds();
  const center = map.getCenter();
  return {
    lat: center.lat,
    lng: center.lng,
    zoom: map.getZoom(),
    north: Math.min(85, bounds.getNorth()),
    south: Math.max(-85, bounds.getSouth()),
    east: Math.min(180, bounds.getEast()),
    west: Math.max(-180, bounds.getWest()),
  };
}

/**
 * The search map on MapLibre GL over the offline vector basemap (PMTiles served by the shell's
 * origin). Homes and clusters come from the server for the view on screen and are real buttons:
 * Tab reaches them, Enter on a cluster zooms into it, Enter on a home opens its card. With the
 * map focused, the arrow keys pan and +/- zoom (MapLibre's keyboard handler).
 */
export default function LibreSearchMap({ markers, clusters, listings, place, view, viewKey, homeCount, loading, onViewChange, styleUrl }: SearchMapProps & { styleUrl?: string }) {
  ensurePmtilesProtocol();
  const mapRef = useRef<MapRef>(null);
  const style = useMapStyle(styleUrl);
  const instructionsId = useId();
  const { favorites } = useFavorites();
  const favoriteSet = useMemo(() => new Set(favorites), [favorites]);
  const boundary = usePlaceBoundary(place?.boundaryId);
  const boundaryFeature = useMemo(() => (boundary ? { type: 'Feature' as const, geometry: boundary, properties: {} } : null), [boundary]);
  const { selected } = useSelection();
  const { zoom, viewLoaded, viewMoved } = useMapView(mapRef, { view, viewKey, onViewChange });

  function openCluster(cluster: MapCluster) {
    const map = mapRef.current?.getMap();
    if (map) zoomIntoCluster(map, cluster);
  }

  const selectedMarker = selected ? markers.find((m) => m.mls === selected) : undefined;
  const selectedListing = selected ? listings.find((l) => l.mls === selected) : undefined;
  const label = `Map of ${place ? `${place.name}, ${place.state}` : 'homes'}: ${homeCount} homes`;

  return (
    <div className={styles.map} data-testid="search-map" data-zoom={zoom.toFixed(2)} role="region" aria-label={label} aria-describedby={instructionsId}>
      {style && (
        <div className={styles.mapHost}>
          <Map
            ref={mapRef}
            initialViewState={{ latitude: view.lat, longitude: view.lng, zoom: view.zoom }}
            mapStyle={style}
            attributionControl={false}
            maxZoom={19}
            minZoom={3}
            dragRotate={false}
            touchPitch={false}
            pitchWithRotate={false}
            style={{ width: '100%', height: '100%' }}
            onLoad={(event) => {
              markMapFirstRender();
              event.target.getCanvas().setAttribute('aria-label', `${label}. Arrow keys move the map, plus and minus zoom.`);
              viewLoaded(event.target);
            }}
            onMoveEnd={(event) => viewMoved(event.target)}
            onClick={() => setSelected(null)}
          >
            <AttributionControl compact={false} position="bottom-right" />
            <NavigationControl position="top-right" showCompass={false} />
            {boundaryFeature && (
              <Source id="search-place" type="geojson" data={boundaryFeature}>
                <Layer id="search-place-fill" type="fill" paint={{ 'fill-color': '#0b5d4b', 'fill-opacity': 0.06 }} />
                <Layer id="search-place-line" type="line" paint={{ 'line-color': '#0b5d4b', 'line-width': 2 }} />
              </Source>
            )}
            {clusters.map((cluster) => (
              <Marker key={cluster.id} longitude={cluster.lng} latitude={cluster.lat} anchor="center">
                <ClusterPin cluster={cluster} onOpen={openCluster} />
              </Marker>
            ))}
            {markers.map((marker) => (
              <Marker key={marker.mls} longitude={marker.lng} latitude={marker.lat} anchor="bottom" style={{ zIndex: selected === marker.mls ? 3 : 1 }}>
                <HomePin marker={marker} favorite={favoriteSet.has(marker.mls)} selected={selected === marker.mls} />
              </Marker>
            ))}
          </Map>
        </div>
      )}
      <p id={instructionsId} className={visuallyHiddenClass}>
        With the map focused, arrow keys move it and plus and minus zoom. Tab reaches the homes and groups of homes on it; Enter on a group zooms into it.
      </p>
      {loading && (
        <div className={styles.progress} role="progressbar" aria-label="Loading homes">
          <span className={styles.progressBar} />
        </div>
      )}
      {selectedMarker && <SelectedHome marker={selectedMarker} listing={selectedListing} />}
    </div>
  );
}

/**
 * The map's view and the page's: a new place or a view from the address moves the map, and the
 * map reports each move it ends (whether the user made it) without taking its own echo as a move.
 */
function useMapView(mapRef: RefObject<MapRef | null>, { view, viewKey, onViewChange }: Pick<SearchMapProps, 'view' | 'viewKey' | 'onViewChange'>) {
  const [zoom, setZoom] = useState(view.zoom);
  /** Moves made by the page (a new place, back/forward) are not the user's. */
  const programmatic = useRef(false);
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;
  /** The last view this map reported; the address echoing it back is not a move to make. */
  const reported = useRef<{ lat: number; lng: number; zoom: number } | null>(null);
  const reportView = (target: Parameters<typeof viewOf>[0], byUser: boolean) => {
    const next = viewOf(target);
    reported.current = { lat: next.lat, lng: next.lng, zoom: next.zoom };
    onViewChangeRef.current(next, byUser);
  };

  // A new place or a view from the address moves the map there. The address repeating a move the
  // map itself made is left alone: the user may already be making the next one (a second key press).
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map) return;
    const near = (a: { lat: number; lng: number; zoom: number }) =>
      Math.abs(a.lat - view.lat) < 1e-4 && Math.abs(a.lng - view.lng) < 1e-4 && Math.abs(a.zoom - view.zoom) < 0.01;
    if (reported.current && near(reported.current)) return;
    const c = map.getCenter();
    if (near({ lat: c.lat, lng: c.lng, zoom: map.getZoom() })) return;
    programmatic.current = true;
    map.jumpTo({ center: [view.lng, view.lat], zoom: view.zoom });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey]);

  return {
    zoom,
    viewLoaded: (map: MaplibreMap) => {
      setZoom(map.getZoom());
      reportView(map, false);
    },
    viewMoved: (map: MaplibreMap) => {
      const byUser = !programmatic.current;
      programmatic.current = false;
      setZoom(map.getZoom());
      reportView(map, byUser);
    },
  };
}

/** A cluster opens by fitting the map to its homes; keyboard users stay on the map, where the homes now are. */
function zoomIntoCluster(map: MaplibreMap, cluster: MapCluster) {
  const { north, south, east, west } = cluster.bounds;
  const pad = Math.max(1e-4, (north - south) * 0.1);
  map.fitBounds(
    [
      [west - pad, south - pad],
      [east + pad, north + pad],
    ],
    { padding: 48, maxZoom: MAP_MAX_CLUSTER_ZOOM + 1, duration: 300 },
  );
  map.getCanvas().focus();
}

/** The card of the home chosen on the map: its price, facts and a link to its page. */
function SelectedHome({ marker, listing }: { marker: SearchMapProps['markers'][number]; listing: SearchMapProps['listings'][number] | undefined }) {
  const withReferrer = useAttributedPath();
  return (
    <div className={styles.popup} role="dialog" aria-label="Selected home">
      <p className={styles.popupPrice}>{formatCurrency(marker.listingPrice)}</p>
      {listing && (
        <p className={styles.popupFacts}>
          {listing.bedrooms} bd · {listing.baths} ba · {listing.address}, {listing.city}
        </p>
      )}
      <Link className={styles.popupLink} to={withReferrer(paths.listing.property.href(marker.mls))}>
        View home, MLS # {marker.mls}
      </Link>
      <button type="button" className={styles.popupClose} aria-label="Close" onClick={() => setSelected(null)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
