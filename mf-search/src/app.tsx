import { createSliceLifecycles } from '@homeward/platform';
import { preloadSearchPage, SearchApp } from './SearchApp';

// The page loads before the slice draws, so it shows without a loading step.
export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_search', SearchApp, { preload: preloadSearchPage });
