import { createSliceLifecycles } from '@homeward/platform';
import { AuthApp } from './AuthApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_auth', AuthApp);
