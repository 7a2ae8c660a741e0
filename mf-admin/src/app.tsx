import { createSliceLifecycles } from '@homeward/platform';
import { AdminApp, preloadAdminPage } from './AdminApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_admin', AdminApp, { preload: preloadAdminPage });
