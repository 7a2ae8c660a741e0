import { remotesManifestSchema, type RemotesManifest } from '@homeward/contracts';

/**
 * Reads remotes.json: which slices exist, where their entries live and which routes they own.
 * Never cached, so a slice's release reaches the next page load without touching the shell.
 */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}

/** The slice that exposes a component, found by what it exposes rather than by a baked-in name. */
export function findExposer(manifest: RemotesManifest, exposed: string): string | undefined {
  return manifest.remotes.find((remote) => remote.exposes.includes(exposed))?.name;
}
