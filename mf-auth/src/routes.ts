import type { SliceRoute } from '@homeward/contracts';

/**
 * The pages this slice owns, each with the module under src/ that draws it (`page`). Read at
 * build time into descriptor.json; pure data only. AuthApp.tsx draws this table.
 */
export const routes: SliceRoute[] = [
  { path: '/login', page: 'pages/LoginPage', layout: 'default', guard: 'guest', title: 'Log in or sign up' },
  { path: '/login/index-old', page: 'pages/LoginPage', layout: 'default', guard: 'guest' },
  { path: '/auth', page: 'pages/LoginPage', layout: 'default', guard: 'guest' },
  // Public: the identity provider sends the browser back here whatever the session holds.
  { path: '/auth/callback', page: 'pages/AuthCallbackPage', layout: 'default', guard: 'public', noindex: true },
];
