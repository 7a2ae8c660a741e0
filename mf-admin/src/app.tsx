import { createSliceLifecycles } from '@homeward/platform';
import { AdminApp } from './AdminApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_admin', AdminApp);
