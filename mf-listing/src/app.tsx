import { createSliceLifecycles } from '@homeward/platform';
import { ListingApp, preloadListingPage } from './ListingApp';

// The page of the first URL loads before the slice draws, so it shows without a loading step.
export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_listing', ListingApp, { preload: preloadListingPage });
