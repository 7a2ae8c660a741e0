import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { apiPaths } from './paths';
import {
  accountDetailsResponseSchema,
  loginResultSchema,
  loginWithPhoneBodySchema,
  loginWithSocialBodySchema,
  sendCodeBodySchema,
  sendCodeQuerySchema,
  sendCodeResultSchema,
  updateAccountBodySchema,
  verifyCodeQuerySchema,
  verifyCodeResultSchema,
  verifyEmailQuerySchema,
  verifyEmailResultSchema,
} from './account';
import { favoriteChangeResponseSchema, favoritesResponseSchema } from './favorites';
import { reverseGeocodeQuerySchema, reverseGeocodeResponseSchema } from './geocode';
import { lenderApiPaths, publishedRateSheetsResponseSchema, requestDocumentsResponseSchema } from './lenders';
import {
  autoSuggestQuerySchema,
  autoSuggestResponseSchema,
  boundaryGeometrySchema,
  interestRateResponseSchema,
  listingDetailResponseSchema,
  listingSearchRequestSchema,
  listingSearchResponseSchema,
} from './listings';
import { agentSnapshotResponseSchema, partnerProfilesResponseSchema } from './partners';
import { createRequestBodySchema, createRequestResponseSchema, listRequestsResponseSchema } from './requests';
import {
  alertsResponseSchema,
  createSavedSearchBodySchema,
  savedSearchDeletedResponseSchema,
  savedSearchesResponseSchema,
  savedSearchResponseSchema,
  savedSearchVisitResponseSchema,
  updateSavedSearchBodySchema,
} from './savedSearches';
import { socialSignInCompleteBodySchema, socialSignInCompleteResultSchema, socialSignInStartBodySchema, socialSignInStartResultSchema } from './socialSignIn';
import { deferred } from '../deferred';

/** What Logout answers. */
export const loggedOutSchema = deferred(() => z.object({ loggedOut: z.literal(true) }));

/**
 * The calls of the public contracts, each defined once: whoever makes one (a slice, the shell, the
 * kernel) passes it to `callApi` of `@homeward/platform`. The response is the success answer's
 * `data` (`…ResponseSchema.shape.data`, the schema the API answers with). The calls of the pages
 * behind sign-in are `signedInCalls` of `@homeward/contracts/signed-in`.
 */
export const apiCalls = {
  placeSuggestions: endpoint(() => ({ method: 'GET', path: apiPaths.autoSuggest, query: autoSuggestQuerySchema, response: autoSuggestResponseSchema.shape.data })),
  listing: endpoint(() => ({ method: 'GET', path: ({ mls }: { mls: string }) => apiPaths.listing(mls), response: listingDetailResponseSchema.shape.data })),
  listingSearch: endpoint(() => ({ method: 'POST', path: apiPaths.listingSearch, body: listingSearchRequestSchema, response: listingSearchResponseSchema.shape.data })),
  placeBoundary: endpoint(() => ({ method: 'GET', path: ({ id }: { id: string }) => apiPaths.listingBoundary(id), response: boundaryGeometrySchema })),
  interestRates: endpoint(() => ({ method: 'GET', path: apiPaths.interestRateData, response: interestRateResponseSchema.shape.data })),
  reverseGeocode: endpoint(() => ({ method: 'GET', path: apiPaths.reverseGeocode, query: reverseGeocodeQuerySchema, response: reverseGeocodeResponseSchema.shape.data })),

  sendPhoneCode: endpoint(() => ({ method: 'POST', path: apiPaths.sendCodeForPhoneAuth, query: sendCodeQuerySchema, body: sendCodeBodySchema, response: sendCodeResultSchema })),
  verifyPhoneCode: endpoint(() => ({ method: 'POST', path: apiPaths.verifyCodeForPhoneAuth, query: verifyCodeQuerySchema, response: verifyCodeResultSchema })),
  loginWithPhone: endpoint(() => ({ method: 'POST', path: apiPaths.loginWithPhone, body: loginWithPhoneBodySchema, response: loginResultSchema })),
  loginWithSocial: endpoint(() => ({ method: 'POST', path: apiPaths.loginWithSocial, body: loginWithSocialBodySchema, response: loginResultSchema })),
  /** Social sign-in through the API (code with PKCE): the provider's address, then the code redeemed. */
  socialSignInStart: endpoint(() => ({ method: 'POST', path: apiPaths.socialSignInStart, body: socialSignInStartBodySchema, response: socialSignInStartResultSchema })),
  socialSignInComplete: endpoint(() => ({ method: 'POST', path: apiPaths.socialSignInComplete, body: socialSignInCompleteBodySchema, response: socialSignInCompleteResultSchema })),
  logout: endpoint(() => ({ method: 'POST', path: apiPaths.logout, response: loggedOutSchema })),
  /** The signed-in user's account: the nav bar's session, the account pages and the agent flow all read this one. */
  accountDetails: endpoint(() => ({ method: 'GET', path: apiPaths.accountDetails, response: accountDetailsResponseSchema.shape.data })),
  updateAccountDetails: endpoint(() => ({ method: 'PUT', path: apiPaths.accountDetails, body: updateAccountBodySchema, response: accountDetailsResponseSchema.shape.data })),
  verifyEmail: endpoint(() => ({ method: 'GET', path: apiPaths.verifyEmail, query: verifyEmailQuerySchema, response: verifyEmailResultSchema })),

  favorites: endpoint(() => ({ method: 'GET', path: apiPaths.favorites, response: favoritesResponseSchema.shape.data })),
  addFavorite: endpoint(() => ({ method: 'PUT', path: ({ mls }: { mls: string }) => apiPaths.favorite(mls), response: favoriteChangeResponseSchema.shape.data })),
  removeFavorite: endpoint(() => ({ method: 'DELETE', path: ({ mls }: { mls: string }) => apiPaths.favorite(mls), response: favoriteChangeResponseSchema.shape.data })),

  savedSearches: endpoint(() => ({ method: 'GET', path: apiPaths.savedSearches, response: savedSearchesResponseSchema.shape.data })),
  savedSearch: endpoint(() => ({ method: 'GET', path: ({ id }: { id: string }) => apiPaths.savedSearch(id), response: savedSearchResponseSchema.shape.data })),
  createSavedSearch: endpoint(() => ({ method: 'POST', path: apiPaths.savedSearches, body: createSavedSearchBodySchema, response: savedSearchResponseSchema.shape.data })),
  updateSavedSearch: endpoint(() => ({ method: 'PATCH', path: ({ id }: { id: string }) => apiPaths.savedSearch(id), body: updateSavedSearchBodySchema, response: savedSearchResponseSchema.shape.data })),
  deleteSavedSearch: endpoint(() => ({ method: 'DELETE', path: ({ id }: { id: string }) => apiPaths.savedSearch(id), response: savedSearchDeletedResponseSchema.shape.data })),
  /** Opening a saved search's results: the homes new since the previous visit (the visit then becomes now). */
  visitSavedSearch: endpoint(() => ({ method: 'POST', path: ({ id }: { id: string }) => apiPaths.savedSearchVisit(id), response: savedSearchVisitResponseSchema.shape.data })),
  savedSearchAlerts: endpoint(() => ({ method: 'GET', path: apiPaths.savedSearchAlerts, response: alertsResponseSchema.shape.data })),

  createRequest: endpoint(() => ({ method: 'POST', path: apiPaths.requests, body: createRequestBodySchema, response: createRequestResponseSchema.shape.data })),
  myRequests: endpoint(() => ({ method: 'GET', path: apiPaths.requests, response: listRequestsResponseSchema.shape.data })),
  myRequest: endpoint(() => ({ method: 'GET', path: ({ id }: { id: string }) => apiPaths.request(id), response: createRequestResponseSchema.shape.data })),
  requestDocuments: endpoint(() => ({ method: 'GET', path: ({ id }: { id: string }) => lenderApiPaths.requestDocuments(id), response: requestDocumentsResponseSchema.shape.data })),

  agentSnapshot: endpoint(() => ({ method: 'GET', path: ({ agentId }: { agentId: string }) => apiPaths.partnerSnapshot(agentId), response: agentSnapshotResponseSchema.shape.data })),
  partnerProfiles: endpoint(() => ({ method: 'GET', path: apiPaths.partnerProfiles, response: partnerProfilesResponseSchema.shape.data })),
  publishedRateSheets: endpoint(() => ({ method: 'GET', path: lenderApiPaths.publishedRateSheets, response: publishedRateSheetsResponseSchema.shape.data })),
} as const;
