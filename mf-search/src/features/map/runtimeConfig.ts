/**
 * Settings an operator supplies at run time, never committed: a `runtime-config.json` placed
 * beside this slice's versioned folders (one level above the build's own folder), e.g.
 * `{ "mapsApiKey": "…" }`. Without it, the map is the offline one.
 */
export interface RuntimeConfig {
  mapsApiKey?: string;
  mapId?: string;
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
    const { mapsApiKey, mapId } = raw as Record<string, unknown>;
    return {
      mapsApiKey: typeof mapsApiKey === 'string' && mapsApiKey.trim() ? mapsApiKey.trim() : undefined,
      mapId: typeof mapId === 'string' && mapId.trim() ? mapId.trim() : undefined,
    };
  } catch {
    return {};
  }
}

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig();
  return pending;
}
