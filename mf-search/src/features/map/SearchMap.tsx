import { lazy, Suspense, useEffect, useState } from 'react';
import type { ListingSummary, MapMarker, SearchPlace } from '@homeward/contracts';
import { LoadingBlock } from '@homeward/ui';
import type { LatLng } from './projection';
import { OfflineMap } from './OfflineMap';
import { loadRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

const GoogleSearchMap = lazy(() => import('./GoogleSearchMap'));

export interface SearchMapProps {
  /** Every match of the search, not only the page on show. */
  markers: readonly MapMarker[];
  /** The page of listings on show, for the selected marker's details. */
  listings: readonly ListingSummary[];
  place: SearchPlace | null;
  initialCenter: LatLng;
  initialZoom: number;
  loading: boolean;
}

/** Google Maps when an operator configured a key; otherwise (and in development and tests) the offline map. */
export function SearchMap(props: SearchMapProps) {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadRuntimeConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  if (config?.mapsApiKey) {
    return (
      <Suspense fallback={<LoadingBlock label="Loading the map…" />}>
        <GoogleSearchMap {...props} apiKey={config.mapsApiKey} mapId={config.mapId} />
      </Suspense>
    );
  }
  return <OfflineMap {...props} />;
}
