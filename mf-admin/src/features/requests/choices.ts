/** The orders a request list can be read in. */
export const REQUEST_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];
