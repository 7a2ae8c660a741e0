import { boundaryPath, panBy, project, toScreen, unproject, zoomAround, zoomForPlace, type Viewport } from './projection';
import { clusterMarkers, placeMarkers } from './cluster';
import type { MapMarker } from '@homeward/contracts';

describe('Web-Mercator projection', () => {
  it('puts (0, 0) in the middle of the 256 px world and Seattle where web maps do', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const seattle = project({ lat: 47.6062, lng: -122.3321 }, 12);
    // Tile 656, 1430 at zoom 12 holds downtown Seattle on every web map.
    expect(Math.floor(seattle.x / 256)).toBe(656);
    expect(Math.floor(seattle.y / 256)).toBe(1430);
  });

  it('inverts exactly', () => {
    const point = { lat: 42.3736, lng: -71.1097 };
    const back = unproject(project(point, 14.5), 14.5);
    expect(back.lat).toBeCloseTo(point.lat, 9);
    expect(back.lng).toBeCloseTo(point.lng, 9);
  });

  const view: Viewport = { center: { lat: 47.61, lng: -122.2 }, zoom: 12, width: 800, height: 600 };

  it('draws the centre in the middle of the view', () => {
    expect(toScreen(view.center, view)).toEqual({ x: 400, y: 300 });
  });

  it('pans by the dragged distance', () => {
    const center = panBy(view, 100, 0);
    const moved = toScreen(view.center, { ...view, center });
    expect(moved.x).toBeCloseTo(500, 6);
    expect(moved.y).toBeCloseTo(300, 6);
  });

  it('keeps the point under the pointer still while zooming', () => {
    const anchor = { x: 650, y: 120 };
    const before = toScreen({ lat: 47.65, lng: -122.15 }, view);
    const zoomed = zoomAround(view, 13.5, before);
    const after = toScreen({ lat: 47.65, lng: -122.15 }, zoomed);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
    expect(zoomAround(view, 40, anchor).zoom).toBe(18);
  });

  it('follows the zoom rule of spec 4.7 from the boundary point count', () => {
    const polygon = (points: number) => ({ boundaryPointCount: points, isMultiPolygon: false, parts: 1 });
    expect(zoomForPlace(polygon(500), 301)).toBe(11);
    expect(zoomForPlace(polygon(500), 300)).toBe(12);
    expect(zoomForPlace(polygon(380), 5)).toBe(12);
    expect(zoomForPlace(polygon(200), 31)).toBe(12);
    expect(zoomForPlace(polygon(200), 30)).toBe(14);
    expect(zoomForPlace({ boundaryPointCount: 900, isMultiPolygon: true, parts: 5 }, 10)).toBe(11);
    expect(zoomForPlace({ boundaryPointCount: 900, isMultiPolygon: true, parts: 4 }, 10)).toBe(12);
    expect(zoomForPlace(null, 0)).toBe(12);
  });

  it('draws every ring of a multipolygon', () => {
    const square = (x: number): Array<[number, number]> => [[x, 0], [x + 1, 0], [x + 1, 1], [x, 0]];
    const path = boundaryPath({ type: 'MultiPolygon', coordinates: [[square(0)], [square(5)]] }, 2);
    expect(path.match(/M/g)).toHaveLength(2);
  });
});

describe('marker clustering', () => {
  const markers: MapMarker[] = Array.from({ length: 2500 }, (_, i) => ({
    mls: String(1_000_000 + i),
    lat: 47.5 + (i % 50) * 0.004,
    lng: -122.3 + Math.floor(i / 50) * 0.004,
    listingPrice: 500_000 + i,
    status: 'A',
    hasOpenHouse: false,
    isLive: false,
  }));
  const placed = placeMarkers(markers);

  it('accounts for every home at every zoom', () => {
    for (const zoom of [8, 11, 12.6, 14, 16]) {
      const clusters = clusterMarkers(placed, zoom);
      expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBe(markers.length);
    }
  });

  it('groups more when zoomed out and shows each home alone past zoom 16', () => {
    expect(clusterMarkers(placed, 9).length).toBeLessThan(clusterMarkers(placed, 13).length);
    const close = clusterMarkers(placed, 17);
    expect(close).toHaveLength(markers.length);
    expect(close.every((c) => c.marker !== null)).toBe(true);
  });
});
