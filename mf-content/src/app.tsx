import { createSliceLifecycles } from '@homeward/platform';
import { ContentApp } from './ContentApp';
import { preloadPageFor } from './pageRegistry';

// The page of the first URL loads before the slice draws, so it shows without a loading step.
export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_content', ContentApp, { preload: preloadPageFor });
