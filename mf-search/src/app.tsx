import { createSliceLifecycles } from '@homeward/platform';
import { SearchApp } from './SearchApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_search', SearchApp);
