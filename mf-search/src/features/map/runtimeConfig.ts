/**
 * Settings an operator supplies at run time, never committed: a `runtime-config.json` placed
 * beside this slice's versioned folders (one level above the build's own folder), e.g.
 * `{ "mapsApiKey": "…" }`. Without it, the map is the offline one.
 */
export interface RuntimeConfig {
  mapsApiKey?: string;
  mapId?: string;
  /** A hosted MapLibre style URL that replaces the offline basemap (a deployment with internet access). */
  mapStyleUrl?: string;
}

declare const __webpack_public_path__: string | undefined;

let pending: Promise<RuntimeConfig> | undefined;

function configUrl(): string | null {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  if (!/^https?:\/\//.test(base)) return null;
  return new URL('../runtime-config.json', base).toString();
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const url = configUrl();
  if (!url) return {};
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return {};
    const raw: unknown = await response.json();
    if (!raw || typeof raw !== 'object') return {};
    const { mapsApiKey, mapId, mapStyleUrl } = raw as Record<string, unknown>;
    return {
      mapsApiKey: typeof mapsApiKey === 'string' && mapsApiKey.trim() ? mapsApiKey.trim() : undefined,
      mapId: typeof mapId === 'string' && mapId.trim() ? mapId.trim() : undefined,
      mapStyleUrl: typeof mapStyleUrl === 'string' && /^https:\/\//.test(mapStyleUrl.trim()) ? mapStyleUrl.trim() : undefined,
    };
  } catch {
    return {};
  }
}

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig();
  return pending;
}
