import { createSliceLifecycles } from '@homeward/platform';
import { ContentApp } from './ContentApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_content', ContentApp);
