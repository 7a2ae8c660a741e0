import { createSliceLifecycles } from '@homeward/platform';
import { AuthApp, preloadAuthPage } from './AuthApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_auth', AuthApp, { preload: preloadAuthPage });
