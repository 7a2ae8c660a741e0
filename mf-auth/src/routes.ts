import { paths, type SliceRoute } from '@homeward/contracts';

const login = { page: 'pages/LoginPage', layout: 'default', guard: 'guest' } as const;

/**
 * The pages this slice owns (`paths.auth`), each with the module under src/ that draws it
 * (`page`). Read at build time into descriptor.json; AuthApp.tsx draws this table.
 */
export const routes: SliceRoute[] = [
  { path: paths.auth.login.path, ...login, title: 'Log in or sign up' },
  ...paths.auth.login.aliases.map((path) => ({ path, ...login })),
  // Public: the identity provider sends the browser back here whatever the session holds.
  { path: paths.auth.callback.path, page: 'pages/AuthCallbackPage', layout: 'default', guard: 'public', noindex: true },
];
