import { createSliceLifecycles } from '@homeward/platform';
import { AccountApp, preloadAccountPage } from './AccountApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_account', AccountApp, { preload: preloadAccountPage });
