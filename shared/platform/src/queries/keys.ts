/**
 * Query keys of server data more than one slice reads. Slices share one QueryClient, so a key
 * means one shape everywhere: each key has one owner here, and a slice's own keys start with
 * its own word (never one of these).
 */
export const queryKeys = {
  /** The signed-in user's Account/Details. */
  accountDetails: ['account-details'] as const,
  /** The signed-in user's saved homes, with their listing summaries. */
  favorites: ['favorites'] as const,
  interestRates: ['interest-rates'] as const,
  partnerProfiles: ['partner-profiles'] as const,
  /** Lenders' published rate sheets. */
  publishedRateSheets: ['published-rate-sheets'] as const,
  /** The documents a mortgage request's lender asks for, one entry per request id. */
  requestDocuments: ['request-documents'] as const,
  /** AutoSuggest answers, one entry per typed text (lower case). */
  placeSuggestions: ['place-suggestions'] as const,
  /** The account's saved searches (the list; one search under its id after it). */
  savedSearches: ['saved-searches'] as const,
  /** The account's recent alerts. */
  savedSearchAlerts: ['saved-search-alerts'] as const,
} as const;
