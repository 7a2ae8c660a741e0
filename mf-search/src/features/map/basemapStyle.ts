import type { StyleSpecification } from 'maplibre-gl';

/** What the shell's origin says about the offline basemap (`/basemap/current.json`). */
export interface BasemapManifest {
  url: string;
  attribution: string[];
  maxZoom: number;
}

let pending: Promise<BasemapManifest | null> | undefined;

/** The current archive and its credits; null when the origin serves none (the map then draws no streets). */
export function loadBasemapManifest(): Promise<BasemapManifest | null> {
  pending ??= fetch('/basemap/current.json', { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) return null;
      const raw = (await response.json()) as Partial<BasemapManifest>;
      if (typeof raw.url !== 'string' || !raw.url.startsWith('/basemap/')) return null;
      return { url: raw.url, attribution: Array.isArray(raw.attribution) ? raw.attribution.filter((a): a is string => typeof a === 'string') : [], maxZoom: Number(raw.maxZoom) || 14 };
    })
    .catch(() => null);
  return pending;
}

/** The archive's absolute address, as the map's `pmtiles://` source names it. */
export function archiveUrl(manifest: BasemapManifest): string {
  return new URL(manifest.url, window.location.origin).toString();
}

const LAND = '#f3f0e8';
const WATER = '#b7d4e8';
const PARK = '#cfe6c8';
const LABEL = '#3d3a35';
const HALO = 'rgba(255,255,255,0.9)';
const FONT = ['Open Sans Regular', 'Arial Unicode MS Regular'];

/** The offline basemap's look: land, water, parks, streets with names, rail, boundaries and place names. */
export function offlineStyle(manifest: BasemapManifest | null): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': manifest ? WATER : LAND } }],
  };
  if (!manifest) return style;
  style.sources.basemap = {
    type: 'vector',
    url: `pmtiles://${archiveUrl(manifest)}`,
    attribution: manifest.attribution.join(' · '),
  };
  const source = { source: 'basemap' } as const;
  style.layers.push(
    { id: 'land', type: 'fill', ...source, 'source-layer': 'land', paint: { 'fill-color': LAND } },
    { id: 'park', type: 'fill', ...source, 'source-layer': 'park', paint: { 'fill-color': PARK } },
    { id: 'water', type: 'fill', ...source, 'source-layer': 'water', paint: { 'fill-color': WATER } },
    { id: 'county', type: 'line', ...source, 'source-layer': 'county', paint: { 'line-color': '#b8b0a2', 'line-width': 0.8, 'line-dasharray': [3, 2] } },
    { id: 'place', type: 'line', ...source, 'source-layer': 'place', paint: { 'line-color': '#b4aa99', 'line-width': 0.8, 'line-dasharray': [2, 2] } },
    { id: 'state', type: 'line', ...source, 'source-layer': 'state', paint: { 'line-color': '#8d8576', 'line-width': 1.4 } },
    { id: 'rail', type: 'line', ...source, 'source-layer': 'rail', paint: { 'line-color': '#a3a3a3', 'line-width': 1.2, 'line-dasharray': [4, 2] } },
    {
      id: 'road-casing',
      type: 'line',
      ...source,
      'source-layer': 'road',
      filter: ['!=', ['get', 'class'], 'minor'],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': '#d6ccb5', 'line-width': ['interpolate', ['linear'], ['zoom'], 11, 1.5, 16, 10] },
    },
    {
      id: 'road',
      type: 'line',
      ...source,
      'source-layer': 'road',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': ['match', ['get', 'class'], 'major', '#ffd98a', 'secondary', '#fff4cc', '#ffffff'],
        'line-width': ['interpolate', ['linear'], ['zoom'], 11, ['match', ['get', 'class'], 'minor', 0.6, 1], 16, ['match', ['get', 'class'], 'minor', 6, 8]],
      },
    },
    {
      id: 'road-label',
      type: 'symbol',
      ...source,
      'source-layer': 'road',
      minzoom: 14,
      layout: { 'symbol-placement': 'line', 'text-field': ['get', 'name'], 'text-font': FONT, 'text-size': 11 },
      paint: { 'text-color': LABEL, 'text-halo-color': HALO, 'text-halo-width': 1.5 },
    },
    {
      id: 'place-label',
      type: 'symbol',
      ...source,
      'source-layer': 'place_label',
      minzoom: 9,
      layout: { 'text-field': ['get', 'name'], 'text-font': FONT, 'text-size': ['interpolate', ['linear'], ['zoom'], 9, 11, 14, 15] },
      paint: { 'text-color': LABEL, 'text-halo-color': HALO, 'text-halo-width': 1.5 },
    },
    {
      id: 'state-label',
      type: 'symbol',
      ...source,
      'source-layer': 'state_label',
      maxzoom: 8,
      layout: { 'text-field': ['get', 'name'], 'text-font': FONT, 'text-size': 14, 'text-transform': 'uppercase', 'text-letter-spacing': 0.1 },
      paint: { 'text-color': '#6d6658', 'text-halo-color': HALO, 'text-halo-width': 1.5 },
    },
  );
  return style;
}
