import { CONTRACT_MAJOR, type RemotesManifest } from '@homeward/contracts';
import { findExposer, isCompatibleSlice } from './manifest';

const slice = (name: string, exposes: string[], contractMajor: number | undefined) => ({ name, version: '1', entry: `https://cdn.example/${name}/remoteEntry.js`, routes: [], exposes, preload: [], contractMajor });

describe('slices the shell mounts', () => {
  it('refuses a slice built against another major of the contracts, or one that names none', () => {
    expect(isCompatibleSlice({ contractMajor: CONTRACT_MAJOR })).toBe(true);
    expect(isCompatibleSlice({ contractMajor: CONTRACT_MAJOR - 1 })).toBe(false);
    expect(isCompatibleSlice({ contractMajor: CONTRACT_MAJOR + 1 })).toBe(false);
    expect(isCompatibleSlice({ contractMajor: undefined })).toBe(false);
  });

  it('takes an exposed component only from a slice it can mount', () => {
    const manifest: RemotesManifest = {
      remotes: [slice('mf_old_search', ['./SearchBar'], CONTRACT_MAJOR - 1), slice('mf_search', ['./SearchBar'], CONTRACT_MAJOR), slice('mf_auth', ['./LoginModal'], CONTRACT_MAJOR - 1)],
    };
    expect(findExposer(manifest, 'SearchBar')).toBe('mf_search');
    expect(findExposer(manifest, 'LoginModal')).toBeUndefined();
  });
});
