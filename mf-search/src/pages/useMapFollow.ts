import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMapView, SEARCH_URL_PARAMS, type MapViewport } from '@homeward/contracts';
import type { MapViewChange } from '../features/map/SearchMap';
import { readableQuery } from './listingsHrefs';

/**
 * Search as the map moves: the map's area, and after the user moves the map, its view in the
 * address (from page 1), so the cards are those in view while `followMap` is on.
 */
export function useMapFollow(searchText: string) {
  const navigate = useNavigate();
  const [followMap, setFollowMap] = useState(true);
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  useEffect(() => setViewport(null), [searchText]);
  const onViewChange = useCallback(
    (view: MapViewChange, byUser: boolean) => {
      setViewport({ north: view.north, south: view.south, east: view.east, west: view.west, zoom: Math.round(view.zoom * 100) / 100 });
      if (!byUser) return;
      const url = new URL(window.location.href);
      const next = formatMapView(view);
      if (url.searchParams.get(SEARCH_URL_PARAMS.view) === next) return;
      url.searchParams.set(SEARCH_URL_PARAMS.view, next);
      url.searchParams.delete('page');
      navigate(`${url.pathname}${readableQuery(url.search, { commas: true })}`, { replace: true });
    },
    [navigate],
  );
  return { followMap, setFollowMap, viewport, onViewChange };
}
