import { exposedModule, isContractCompatible, remotesManifestSchema, type Descriptor, type ExposedName, type RemotesManifest } from '@homeward/contracts';
import { manifestResponse } from './manifestRequest';

/** Reads remotes.json: which slices exist, where their entries live and which routes they own. */
export async function fetchRemotesManifest(url?: string): Promise<RemotesManifest> {
  const response = await manifestResponse(url);
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}

/** Whether the shell can mount a slice: one built against another major of the contracts is refused. */
export function isCompatibleSlice(remote: Pick<Descriptor, 'contractMajor'>): boolean {
  return isContractCompatible(remote.contractMajor);
}

/**
 * The slice that exposes a component, found by what it exposes rather than by a baked-in name;
 * a slice the shell refuses offers none.
 */
export function findExposer(manifest: RemotesManifest, exposed: ExposedName): string | undefined {
  return manifest.remotes.find((remote) => isCompatibleSlice(remote) && remote.exposes.includes(exposedModule(exposed)))?.name;
}
