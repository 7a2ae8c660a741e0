import type { Prediction } from '@homeward/contracts';

/** A place the location search suggests, in tests: Bellevue, WA unless told otherwise. */
export const prediction = (over: Partial<Prediction>): Prediction => ({
  description: 'Bellevue, WA',
  reference: 'city:WA:bellevue',
  types: ['locality'],
  kind: 'city',
  city: 'Bellevue',
  state: 'WA',
  state2: ' WA',
  zipcode: null,
  placeId: 'city:WA:bellevue',
  fullname: 'Bellevue, WA',
  mls: null,
  available: true,
  ...over,
});
