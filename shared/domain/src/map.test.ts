import { boundaryTester, boundingBoxAround, haversineMiles, mapZoomFor, pointInBoundary, priceHistogram } from './map';

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

describe('boundaryTester', () => {
  /** A jagged ring (a star of `spikes` points around a centre) of [lng, lat] positions, closed. */
  const star = (lng: number, lat: number, spikes: number, outer: number, inner: number): [number, number][] => {
    const ring: [number, number][] = [];
    for (let k = 0; k < spikes * 2; k++) {
      const r = k % 2 === 0 ? outer : inner;
      const a = (Math.PI * k) / spikes;
      ring.push([lng + r * Math.cos(a), lat + r * Math.sin(a)]);
    }
    ring.push(ring[0]);
    return ring;
  };
  const shapes = {
    square: { type: 'Polygon' as const, coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]] as [number, number][], [[4, 4], [6, 4], [6, 6], [4, 6], [4, 4]] as [number, number][]] },
    starWithHole: { type: 'Polygon' as const, coordinates: [star(-122.3, 47.6, 400, 0.2, 0.1), star(-122.3, 47.6, 7, 0.05, 0.02)] },
    multi: { type: 'MultiPolygon' as const, coordinates: [[star(-122.3, 47.6, 90, 0.2, 0.15)], [star(-122.0, 47.6, 30, 0.1, 0.03)], []] },
  };

  it.each(Object.entries(shapes))('answers as pointInBoundary does, point for point (%s)', (_name, shape) => {
    const inside = boundaryTester(shape, 32);
    let seed = 7;
    const next = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const ring = shape.type === 'Polygon' ? shape.coordinates[0] : shape.coordinates[0][0];
    let ins = 0;
    for (let k = 0; k < 5000; k++) {
      // Random points around the shape, and its own vertices (points on the edges).
      const [lng, lat] = k % 10 === 0 ? ring[k % ring.length] : [ring[0][0] - 0.5 + next() * (shape === shapes.square ? 12 : 1.2), ring[0][1] - 0.4 + next() * (shape === shapes.square ? 12 : 0.8)];
      const expected = pointInBoundary(lat, lng, shape);
      if (inside(lat, lng) !== expected) throw new Error(`${lat},${lng}: expected ${expected}`);
      if (expected) ins += 1;
    }
    // The sample really tested both answers.
    expect(ins).toBeGreaterThan(100);
    expect(ins).toBeLessThan(4900);
  });

  it('says no outside every ring and for unknown positions', () => {
    const inside = boundaryTester(shapes.square);
    expect(inside(2, 2)).toBe(true);
    expect(inside(5, 5)).toBe(false);
    expect(inside(-1, 2)).toBe(false);
    expect(inside(Number.NaN, 2)).toBe(false);
  });
});
