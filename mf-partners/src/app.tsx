import { createSliceLifecycles } from '@homeward/platform';
import { PartnersApp, preloadPartnersPage } from './PartnersApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_partners', PartnersApp, { preload: preloadPartnersPage });
