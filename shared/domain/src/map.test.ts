import { boundingBoxAround, haversineMiles, mapZoomFor, pointInBoundary, priceHistogram } from './map';

describe('map zoom (spec 4.7)', () => {
  const polygon = (pointCount: number) => ({ pointCount, isMultiPolygon: false, parts: 1 });
  it.each([
    [polygon(1003), 301, 11],
    [polygon(1003), 300, 12],
    [polygon(401), 5000, 11],
    [polygon(400), 5000, 12],
    [polygon(351), 0, 12],
    [polygon(350), 31, 12],
    [polygon(350), 30, 14],
    [polygon(0), 0, 14],
    [{ pointCount: 2000, isMultiPolygon: true, parts: 5 }, 0, 11],
    [{ pointCount: 2000, isMultiPolygon: true, parts: 4 }, 999, 12],
  ])('%j with %d listings → %d', (shape, count, zoom) => expect(mapZoomFor(shape, count)).toBe(zoom));
});

describe('price histogram', () => {
  it('has 50 buckets covering min..max', () => {
    const h = priceHistogram([100, 200, 300, 400, 500]);
    expect(h.buckets).toHaveLength(50);
    expect(h.buckets.reduce((a, b) => a + b, 0)).toBe(5);
    expect(h.min).toBe(100);
    expect(h.max).toBe(500);
    expect(h.buckets[0]).toBe(1);
    expect(h.buckets[49]).toBe(1);
  });
  it('copes with no prices or one price', () => {
    expect(priceHistogram([]).buckets.every((b) => b === 0)).toBe(true);
    expect(priceHistogram([5, 5]).buckets[0]).toBe(2);
  });
  it('reads the first `count` prices of a typed array, skipping unknown prices', () => {
    const scratch = new Float64Array([100, Number.NaN, 500, 300, 9_999_999]);
    const h = priceHistogram(scratch, 50, 4);
    expect(h).toEqual(priceHistogram([100, 500, 300]));
    expect(h.buckets.reduce((a, b) => a + b, 0)).toBe(3);
    expect(h.max).toBe(500);
  });
});

describe('distances', () => {
  it('measures Seattle to Bellevue at about 6 miles', () => {
    expect(haversineMiles(47.6062, -122.3321, 47.6101, -122.2015)).toBeCloseTo(6.1, 0);
  });
  it('boxes a radius', () => {
    const box = boundingBoxAround(47.6, -122.3, 15);
    expect(haversineMiles(47.6, -122.3, box.maxLat, -122.3)).toBeCloseTo(15, 1);
    expect(haversineMiles(47.6, -122.3, 47.6, box.maxLng)).toBeGreaterThanOrEqual(14.9);
  });
});

describe('pointInBoundary', () => {
  const square = { type: 'Polygon' as const, coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]] as [number, number][], [[4, 4], [6, 4], [6, 6], [4, 6], [4, 4]] as [number, number][]] };
  it('tests polygons with holes and multipolygons', () => {
    expect(pointInBoundary(2, 2, square)).toBe(true);
    expect(pointInBoundary(5, 5, square)).toBe(false);
    expect(pointInBoundary(11, 2, square)).toBe(false);
    const multi = { type: 'MultiPolygon' as const, coordinates: [square.coordinates, [[[20, 20], [30, 20], [30, 30], [20, 30], [20, 20]] as [number, number][]]] };
    expect(pointInBoundary(25, 25, multi)).toBe(true);
    expect(pointInBoundary(15, 15, multi)).toBe(false);
  });
});
