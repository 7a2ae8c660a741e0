import type { SliceRoute } from '@homeward/contracts';

/** The pages this slice owns. Read at build time into descriptor.json; pure data only. */
export const routes: SliceRoute[] = [
  { path: '/login', layout: 'default', guard: 'guest', title: 'Log in or sign up' },
  { path: '/login/index-old', layout: 'default', guard: 'guest' },
  { path: '/auth', layout: 'default', guard: 'guest' },
  // Public: the identity provider sends the browser back here whatever the session holds.
  { path: '/auth/callback', layout: 'default', guard: 'public', noindex: true },
];
