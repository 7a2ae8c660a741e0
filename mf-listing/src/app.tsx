import { createSliceLifecycles } from '@homeward/platform';
import { ListingApp } from './ListingApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_listing', ListingApp);
