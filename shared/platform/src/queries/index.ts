export { queryKeys } from './keys';
export { accountDetailsQuery } from './accountDetails';
export { favoritesQuery } from './favorites';
export { fetchInterestRates, interestRatesQuery, useInterestRates } from './interestRates';
export { fetchPartnerProfiles, partnerProfilesQuery } from './partnerProfiles';
export { createRequest } from './requests';
export { fetchPlaceSuggestions, placeSuggestionsQuery, usePlaceSuggestions } from './placeSuggestions';
export { fetchPublishedRateSheets, publishedRateSheetsQuery, usePublishedRateSheets } from './rateSheets';
export { requestDocumentsQuery, useRequestDocuments } from './requestDocuments';
export {
  createSavedSearch,
  deleteSavedSearch,
  savedSearchAlertsQuery,
  savedSearchesQuery,
  savedSearchQuery,
  updateSavedSearch,
  visitSavedSearch,
} from './savedSearches';
