/** Local storage key names of spec 3. */
export const STORAGE_KEYS = {
  userToken: 'userToken',
  loginDetails: 'loginDetails',
  isAdmin: 'isAdmin',
  favoriteList: 'favoriteList',
  formattedAddress: 'formattedAddress',
  recentSearch: 'recentSearch',
  searchedCity: 'searchedCity',
  state: 'state',
  placeId: 'placeId',
  interestRate: 'InterestRate',
  agentInfo: 'AgentInfo',
  authRedirect: 'auth_redirect',
  filterBed: 'filterBed',
  filterBath: 'filterBath',
  filterListing: 'filterListing',
  filterMin: 'filterMin',
  filterMax: 'filterMax',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Filter values that persist between sessions. */
export const FILTER_STORAGE_KEYS = [
  STORAGE_KEYS.filterBed,
  STORAGE_KEYS.filterBath,
  STORAGE_KEYS.filterListing,
  STORAGE_KEYS.filterMin,
  STORAGE_KEYS.filterMax,
] as const;

export const SESSION_KEY_PREFIX = 'auth.';
export const TOKEN_KEY_PREFIX = '_token.';
export const REFRESH_TOKEN_KEY_PREFIX = '_refresh_token.';
/** Broadcast channel that syncs favourites across tabs. */
export const FAVORITES_CHANNEL = 'favs-connection';
