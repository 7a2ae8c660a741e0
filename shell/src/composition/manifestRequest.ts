/**
 * The request for remotes.json, started by the entry before the shell's shared code has loaded,
 * so the manifest and the shell's own chunks download side by side. Imports nothing shared.
 */
const MANIFEST_URL = '/remotes.json';
let early: Promise<Response> | undefined;

function request(url: string): Promise<Response> {
  // Never cached, so a slice's release reaches the next page load without touching the shell.
  return fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
}

export function startManifestRequest(): void {
  early ??= request(MANIFEST_URL);
}

/** The early request when there is one for this URL (used once), otherwise a new one. */
export function manifestResponse(url = MANIFEST_URL): Promise<Response> {
  const pending = url === MANIFEST_URL ? early : undefined;
  if (pending) early = undefined;
  return pending ?? request(url);
}
