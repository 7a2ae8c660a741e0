import { lazy, Suspense, useEffect, useState } from 'react';
import type { ListingSummary, MapCluster, MapMarker, MapView, SearchPlace } from '@homeward/contracts';
import { LoadingBlock } from '@homeward/ui';
import { loadRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

const GoogleSearchMap = lazy(() => import('./GoogleSearchMap'));
const LibreSearchMap = lazy(() => import('./LibreSearchMap'));

/** Where the map is after a move: its centre and zoom, and the bounds on screen. */
export interface MapViewChange extends MapView {
  north: number;
  south: number;
  east: number;
  west: number;
}

export interface SearchMapProps {
  /** Single homes in view, from the server. */
  markers: readonly MapMarker[];
  /** Groups of homes in view, from the server. */
  clusters: readonly MapCluster[];
  /** The page of listings on show, for the selected marker's details. */
  listings: readonly ListingSummary[];
  place: SearchPlace | null;
  /** The view to show; the map moves to it whenever `viewKey` changes. */
  view: MapView;
  viewKey: string;
  /** How many homes the map is about, for its label. */
  homeCount: number;
  loading: boolean;
  /** After every move: where the map is, and whether the user moved it. */
  onViewChange: (view: MapViewChange, byUser: boolean) => void;
}

/**
 * Google Maps when an operator configured a key; otherwise MapLibre over the offline basemap (or
 * over a hosted style when one is configured).
 */
export function SearchMap(props: SearchMapProps) {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadRuntimeConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  if (!config) return <LoadingBlock label="Loading the map…" />;
  return (
    <Suspense fallback={<LoadingBlock label="Loading the map…" />}>
      {config.mapsApiKey ? <GoogleSearchMap {...props} apiKey={config.mapsApiKey} mapId={config.mapId} /> : <LibreSearchMap {...props} styleUrl={config.mapStyleUrl} />}
    </Suspense>
  );
}
