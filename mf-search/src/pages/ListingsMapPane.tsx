import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@homeward/domain';
import { LoadingBlock } from '@homeward/ui';
import { SearchMap, type MapViewChange } from '../features/map/SearchMap';
import type { ListingsUrl } from '../features/listings/pageSearch';
import styles from '../features/listings/Results.module.css';
import type { ListingsResults } from './useListingsResults';

export interface ListingsMapPaneProps {
  address: ListingsUrl;
  results: ListingsResults;
  followMap: boolean;
  onFollowMap: (follow: boolean) => void;
  onViewChange: (view: MapViewChange, byUser: boolean) => void;
}

/** Where the map opens: a view in the address wins; else the place's (spec 4.7's zoom rule); else, for a failed place search, the default view. */
function mapViewOf({ viewParam, view: urlView }: ListingsUrl, { place, result, data }: ListingsResults) {
  const placeView = place
    ? { lat: place.lat, lng: place.lng, zoom: place.zoom }
    : result.isError && !data
      ? { lat: DEFAULT_MAP_CENTER.lat, lng: DEFAULT_MAP_CENTER.lng, zoom: DEFAULT_MAP_ZOOM }
      : null;
  const key = viewParam && urlView ? viewParam : placeView ? `place:${placeView.lat},${placeView.lng},${placeView.zoom}` : '';
  return { view: urlView ?? placeView, key };
}

/** The map of the results, with 'Search as I move the map'. */
export function ListingsMapPane({ address, results, followMap, onFollowMap, onViewChange }: ListingsMapPaneProps) {
  const { data, listings, place, total, result } = results;
  const { view, key } = mapViewOf(address, results);
  return (
    <section className={styles.mapPane} aria-label="Map">
      {view ? (
        <>
          <SearchMap
            markers={data?.markers ?? []}
            clusters={data?.clusters ?? []}
            listings={listings}
            place={place}
            view={view}
            viewKey={key}
            homeCount={total}
            loading={result.isFetching}
            onViewChange={onViewChange}
          />
          <label className={styles.followMap}>
            <input type="checkbox" checked={followMap} onChange={(event) => onFollowMap(event.target.checked)} />
            Search as I move the map
          </label>
        </>
      ) : (
        <LoadingBlock label="Loading the map…" />
      )}
    </section>
  );
}
