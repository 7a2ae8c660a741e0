export { queryKeys } from './keys';
export { fetchInterestRates, interestRatesQuery, useInterestRates } from './interestRates';
export { fetchPartnerProfiles, partnerProfilesQuery } from './partnerProfiles';
export { fetchPlaceSuggestions, placeSuggestionsQuery, usePlaceSuggestions } from './placeSuggestions';
