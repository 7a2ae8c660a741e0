import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { accountPages } from '@homeward/contracts';
import { LoadingBlock } from '@homeward/ui';

const OverviewPage = lazy(() => import('./pages/OverviewPage'));
const PersonalInfoPage = lazy(() => import('./pages/PersonalInfoPage'));
const FirmInfoPage = lazy(() => import('./pages/FirmInfoPage'));
const PaymentPage = lazy(() => import('./pages/PaymentPage'));
const FavoritesPage = lazy(() => import('./pages/FavoritesPage'));
const SavedSearchesPage = lazy(() => import('./pages/SavedSearchesPage'));
const AccountDeletionPage = lazy(() => import('./pages/AccountDeletionPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));

export function AccountApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        <Route path={accountPages.overview} element={<OverviewPage />} />
        <Route path={accountPages.personalInfo} element={<PersonalInfoPage />} />
        <Route path={accountPages.firmInfo} element={<FirmInfoPage />} />
        <Route path={accountPages.payment} element={<PaymentPage />} />
        <Route path={accountPages.favorites} element={<FavoritesPage title="Favorites" />} />
        <Route path={accountPages.savedHomes} element={<FavoritesPage title="Saved homes" />} />
        <Route path={accountPages.savedSearches} element={<SavedSearchesPage />} />
        <Route path={accountPages.deletion} element={<AccountDeletionPage />} />
        <Route path={accountPages.verifyEmail} element={<VerifyEmailPage />} />
      </Routes>
    </Suspense>
  );
}
