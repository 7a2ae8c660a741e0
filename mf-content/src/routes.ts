import type { SliceRoute } from '@homeward/contracts';

/** The pages this slice owns. Read at build time into descriptor.json; pure data only. */
export const routes: SliceRoute[] = [
  { path: '/about', layout: 'default', guard: 'public', title: 'About Homeward' },
  { path: '/sitemap', layout: 'default', guard: 'public', title: 'Sitemap' },
];
