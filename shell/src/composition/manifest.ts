import { remotesManifestSchema, type RemotesManifest } from '@homeward/contracts';
import { manifestResponse } from './manifestRequest';

/** Reads remotes.json: which slices exist, where their entries live and which routes they own. */
export async function fetchRemotesManifest(url?: string): Promise<RemotesManifest> {
  const response = await manifestResponse(url);
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}

/** The slice that exposes a component, found by what it exposes rather than by a baked-in name. */
export function findExposer(manifest: RemotesManifest, exposed: string): string | undefined {
  return manifest.remotes.find((remote) => remote.exposes.includes(exposed))?.name;
}
