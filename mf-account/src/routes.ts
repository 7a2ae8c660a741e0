import type { SliceRoute } from '@homeward/contracts';

/**
 * The pages this slice owns, each with the module under src/ that draws it (`page`). Read at
 * build time into descriptor.json; pure data only, so the paths are written out here
 * (routes.test.ts checks them against `accountPages`). AccountApp.tsx draws this table.
 */
export const routes: SliceRoute[] = [
  { path: '/account', page: 'pages/OverviewPage', layout: 'default', guard: 'private', title: 'Account settings' },
  { path: '/account/PersonalInfo', page: 'pages/PersonalInfoPage', layout: 'default', guard: 'private', title: 'Personal information' },
  { path: '/account/FirmInfo', page: 'pages/FirmInfoPage', layout: 'default', guard: 'private', title: 'Firm information' },
  { path: '/account/Payment', page: 'pages/PaymentPage', layout: 'default', guard: 'private', title: 'Payment' },
  { path: '/account/favorites', page: 'pages/FavoritesPage', layout: 'default', guard: 'private', title: 'Favorites' },
  { path: '/savedhomes', page: 'pages/FavoritesPage', layout: 'default', guard: 'private', title: 'Saved homes' },
  { path: '/account/saved-searches', page: 'pages/SavedSearchesPage', layout: 'default', guard: 'private', title: 'Saved searches' },
  { path: '/user/homeward-account-deletion', page: 'pages/AccountDeletionPage', layout: 'default', guard: 'public', title: 'Account deletion' },
  // Public: the link in the email works whether or not the browser holds a session.
  { path: '/verify/email', page: 'pages/VerifyEmailPage', layout: 'default', guard: 'public', noindex: true },
];
