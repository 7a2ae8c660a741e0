/** The search slice's hero search bar, as the home page mounts it (the search slice exposes it). */
export const SEARCH_BAR_ID = 'mf_search/SearchBar';
