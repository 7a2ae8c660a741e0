import { API_PREFIX } from './common';

/**
 * Every API path of the public contracts, from the API origin, built from its path parameters (a
 * call's query is its own: see `apiCalls`). The main area sits under /api/v2; other areas add a
 * segment (agent, public, payments). The signed-in areas keep theirs beside their schemas
 * (`adminPaths`, `partnerApiPaths`, `messagePaths`), and admin sign-in lives under /api/auth.
 */
const v2 = API_PREFIX;
const enc = encodeURIComponent;

/** The widths listing photos are served at: a card's, a page's and a wide screen's. */
export const LISTING_PHOTO_WIDTHS = [320, 640, 1280] as const;
export type ListingPhotoWidth = (typeof LISTING_PHOTO_WIDTHS)[number];
/** The width cards and a home's page ask for (phones and desktops alike); the others are asked for by name. */
export const LISTING_CARD_PHOTO_WIDTH: ListingPhotoWidth = 640;

export const apiPaths = {
  autoSuggest: `${v2}/Listings/AutoSuggest`,
  listing: (mls: string) => `${v2}/Listings/${enc(mls)}`,
  listingSearch: `${v2}/Listings/Search`,
  listingBoundary: (id: string) => `${v2}/Listings/Boundary/${enc(id)}`,
  interestRateData: `${v2}/Listings/InterestRateData`,
  /** A listing's photo n (from 1), resized to `width` (a card's size unless a page asks for more). */
  listingPhoto: (mls: string, n: number, width: ListingPhotoWidth = LISTING_CARD_PHOTO_WIDTH) => `${v2}/media/listing/${enc(mls)}/${n}.webp?w=${width}`,
  /** Public and cached: what sitemap.xml lists (no client token, as crawlers reach it through the site). */
  sitemapHomes: (page: number) => `${v2}/sitemap/homes?page=${page}`,
  sitemapPlaces: `${v2}/sitemap/places`,
  reverseGeocode: `${v2}/Geocode/Reverse`,

  sendCodeForPhoneAuth: `${v2}/Account/SendCodeForPhoneAuth`,
  verifyCodeForPhoneAuth: `${v2}/Account/VerifyCodeForPhoneAuth`,
  loginWithPhone: `${v2}/Account/LoginWithPhone`,
  loginWithSocial: `${v2}/Account/LoginWithSocial`,
  socialSignInStart: `${v2}/Account/SocialSignIn/Start`,
  socialSignInComplete: `${v2}/Account/SocialSignIn/Complete`,
  refreshToken: `${v2}/Account/RefreshToken`,
  accountDetails: `${v2}/Account/Details`,
  account: `${v2}/Account`,
  sendVerifyEmail: `${v2}/Account/SendVerifyEmail`,
  verifyEmail: `${v2}/Account/VerifyEmail`,
  accountNotifications: `${v2}/Account/Notifications`,
  accountNotificationRead: (id: string) => `${v2}/Account/Notifications/${enc(id)}/read`,
  accountPayments: `${v2}/Account/Payments`,
  accountFirmInfo: `${v2}/Account/FirmInfo`,
  accountUploadUrl: `${v2}/Account/UploadUrl`,
  logout: `${v2}/Account/Logout`,

  favorites: `${v2}/Favorites`,
  favorite: (mls: string) => `${v2}/Favorites/${enc(mls)}`,

  savedSearches: `${v2}/SavedSearches`,
  savedSearch: (id: string) => `${v2}/SavedSearches/${enc(id)}`,
  savedSearchVisit: (id: string) => `${v2}/SavedSearches/${enc(id)}/visit`,
  savedSearchAlerts: `${v2}/SavedSearches/Alerts`,
  /** The signed one-click link of an alert: turns that search's alerts off (GET from a mail program, POST per RFC 8058). */
  savedSearchUnsubscribe: `${v2}/SavedSearches/unsubscribe`,

  requests: `${v2}/Requests`,
  request: (id: string) => `${v2}/Requests/${enc(id)}`,

  verifyCodeWithAgentStatus: `${v2}/agent/VerifyCodeWithAgentStatus`,
  agentSignup: `${v2}/agent/Agent/Signup`,
  agentPaymentSettings: `${v2}/agent/PaymentSettings`,
  agentDetails: `${v2}/agent/Agent/Details`,
  agentPayment: (intentId: string) => `${v2}/agent/Agent/Payment/${enc(intentId)}`,
  /** Where the payment processor posts its signed webhooks. */
  paymentsWebhook: `${v2}/payments/webhook`,

  partnerSnapshot: (agentId: string) => `${v2}/public/Partners/snapshot/${enc(agentId)}`,
  partnerProfiles: `${v2}/public/partners/profiles`,

  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',

} as const;

/** Content type Agent/Signup is sent with (spec 7). */
export const JSON_PATCH_CONTENT_TYPE = 'application/json-patch+json';
