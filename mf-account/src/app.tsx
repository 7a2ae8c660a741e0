import { createSliceLifecycles } from '@homeward/platform';
import { AccountApp } from './AccountApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_account', AccountApp);
