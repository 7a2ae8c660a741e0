import { createSliceLifecycles } from '@homeward/platform';
import { PartnersApp } from './PartnersApp';

export const { bootstrap, mount, unmount } = createSliceLifecycles('mf_partners', PartnersApp);
