import type { SliceRoute } from '@homeward/contracts';

/**
 * The pages this slice owns. Read at build time into descriptor.json; pure data only, so the
 * paths are written out here (routes.test.ts checks them against `accountPages`).
 */
export const routes: SliceRoute[] = [
  { path: '/account', layout: 'default', guard: 'private', title: 'Account settings' },
  { path: '/account/PersonalInfo', layout: 'default', guard: 'private', title: 'Personal information' },
  { path: '/account/FirmInfo', layout: 'default', guard: 'private', title: 'Firm information' },
  { path: '/account/Payment', layout: 'default', guard: 'private', title: 'Payment' },
  { path: '/account/favorites', layout: 'default', guard: 'private', title: 'Favorites' },
  { path: '/savedhomes', layout: 'default', guard: 'private', title: 'Saved homes' },
  { path: '/account/saved-searches', layout: 'default', guard: 'private', title: 'Saved searches' },
  { path: '/user/homeward-account-deletion', layout: 'default', guard: 'public', title: 'Account deletion' },
  // Public: the link in the email works whether or not the browser holds a session.
  { path: '/verify/email', layout: 'default', guard: 'public', noindex: true },
];
