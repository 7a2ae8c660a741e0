import { paths, type SliceRoute } from '@homeward/contracts';

/**
 * The pages this slice owns (`paths.account`), each with the module under src/ that draws it
 * (`page`). Read at build time into descriptor.json; AccountApp.tsx draws this table.
 */
export const routes: SliceRoute[] = [
  { path: paths.account.overview.path, page: 'pages/OverviewPage', layout: 'default', guard: 'private', title: 'Account settings' },
  { path: paths.account.personalInfo.path, page: 'pages/PersonalInfoPage', layout: 'default', guard: 'private', title: 'Personal information' },
  { path: paths.account.firmInfo.path, page: 'pages/FirmInfoPage', layout: 'default', guard: 'private', title: 'Firm information' },
  { path: paths.account.payment.path, page: 'pages/PaymentPage', layout: 'default', guard: 'private', title: 'Payment' },
  // Drawn on the server for the signed-in user with their saved homes (src/prerender.tsx).
  { path: paths.account.favorites.path, page: 'pages/FavoritesPage', layout: 'default', guard: 'private', title: 'Favorites', serverRender: true },
  { path: paths.account.savedHomes.path, page: 'pages/FavoritesPage', layout: 'default', guard: 'private', title: 'Saved homes', serverRender: true },
  { path: paths.account.savedSearches.path, page: 'pages/SavedSearchesPage', layout: 'default', guard: 'private', title: 'Saved searches' },
  { path: paths.account.deletion.path, page: 'pages/AccountDeletionPage', layout: 'default', guard: 'public', title: 'Account deletion' },
  // Public: the link in the email works whether or not the browser holds a session.
  { path: paths.account.verifyEmail.path, page: 'pages/VerifyEmailPage', layout: 'default', guard: 'public', noindex: true },
];
