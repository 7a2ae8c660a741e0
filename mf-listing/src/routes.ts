import type { SliceRoute } from '@homeward/contracts';

/**
 * The pages this slice owns. Read at build time into descriptor.json; pure data only.
 *
 * The request forms are public so a visitor can fill them in and sign in from the login modal
 * when they send (the draft survives the sign-in); the pages that show a stored request are
 * private. Every /listings page starts with a static segment so it outranks the search slice's
 * `/listings/:parent?/:state?/:city?`.
 */
export const routes: SliceRoute[] = [
  { path: '/listingdetails/:state?/:mls?', layout: 'default', guard: 'public' },
  { path: '/home/:mls?', layout: 'default', guard: 'public' },
  { path: '/:state/:city/:street?/:unit?/home/:mls', layout: 'default', guard: 'public' },
  { path: '/listings/schedule-tour/:mls', layout: 'default', guard: 'public' },
  { path: '/listings/tour-confirm/:id', layout: 'default', guard: 'private' },
  { path: '/listings/make-offer', layout: 'default', guard: 'public', title: 'Make an offer' },
  { path: '/listings/makeanoffer', layout: 'default', guard: 'public' },
  { path: '/listings/offer-confirm/:id', layout: 'default', guard: 'private' },
  { path: '/inspections/request', layout: 'default', guard: 'public', title: 'Request an inspection' },
  { path: '/inspections/request/confirm', layout: 'default', guard: 'private' },
  { path: '/request/confirm', layout: 'default', guard: 'private' },
  { path: '/mortgage/request', layout: 'default', guard: 'public', title: 'Request a mortgage' },
  { path: '/mortgage/request/confirm', layout: 'default', guard: 'private' },
  { path: '/mortgage/tasks', layout: 'default', guard: 'private', title: 'Your mortgage tasks' },
];
