/**
 * Encoded-polyline codec (the widely used variable-length base-64 delta scheme) for boundary rings.
 * Boundaries are committed in this form because it is about an eighth of the size of the source
 * GeoJSON while keeping every vertex, so the point counts that spec 4.7 relies on stay exact.
 */
export type Position = [lng: number, lat: number];

export const BOUNDARY_PRECISION = 1e5;

function encodeSigned(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

export function encodeRing(ring: Position[], precision = BOUNDARY_PRECISION): string {
  let prevLat = 0;
  let prevLng = 0;
  let out = '';
  for (const [lng, lat] of ring) {
    const iLat = Math.round(lat * precision);
    const iLng = Math.round(lng * precision);
    out += encodeSigned(iLat - prevLat) + encodeSigned(iLng - prevLng);
    prevLat = iLat;
    prevLng = iLng;
  }
  return out;
}

export function decodeRing(encoded: string, precision = BOUNDARY_PRECISION): Position[] {
  const ring: Position[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >>> 1) : result >>> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    ring.push([lng / precision, lat / precision]);
  }
  return ring;
}
