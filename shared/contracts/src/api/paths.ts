/**
 * Every API path, relative to the API origin. The main area sits under /api/v2; other areas add a
 * segment (agent, public, admin, dev). Admin sign-in lives under /api/auth.
 */
const v2 = '/api/v2';
const enc = encodeURIComponent;

/** The widths listing photos are served at: a card's, a page's and a wide screen's. */
export const LISTING_PHOTO_WIDTHS = [320, 640, 1280] as const;
export type ListingPhotoWidth = (typeof LISTING_PHOTO_WIDTHS)[number];

export const apiPaths = {
  autoSuggest: (text: string) => `${v2}/Listings/AutoSuggest?text=${enc(text)}`,
  listing: (mls: string) => `${v2}/Listings/${enc(mls)}`,
  listingSearch: `${v2}/Listings/Search`,
  listingBoundary: (id: string) => `${v2}/Listings/Boundary/${enc(id)}`,
  interestRateData: `${v2}/Listings/InterestRateData`,
  /** A listing's photo n (from 1), resized to `width` (a card's size unless a page asks for more). */
  listingPhoto: (mls: string, n: number, width: ListingPhotoWidth = 640) => `${v2}/media/listing/${enc(mls)}/${n}.webp?w=${width}`,
  /** Public and cached: what sitemap.xml lists (no client token, as crawlers reach it through the site). */
  sitemapHomes: (page: number) => `${v2}/sitemap/homes?page=${page}`,
  sitemapPlaces: `${v2}/sitemap/places`,
  reverseGeocode: (lat: number, lng: number) => `${v2}/Geocode/Reverse?lat=${lat}&lng=${lng}`,

  sendCodeForPhoneAuth: (phone: string, country: string) =>
    `${v2}/Account/SendCodeForPhoneAuth?phone=${enc(phone)}&country=${enc(country)}`,
  verifyCodeForPhoneAuth: (challengeIdentifier: string, code: string) =>
    `${v2}/Account/VerifyCodeForPhoneAuth?challengeidentifier=${enc(challengeIdentifier)}&accesstoken=${enc(code)}`,
  loginWithPhone: `${v2}/Account/LoginWithPhone`,
  loginWithSocial: `${v2}/Account/LoginWithSocial`,
  refreshToken: `${v2}/Account/RefreshToken`,
  accountDetails: `${v2}/Account/Details`,
  account: `${v2}/Account`,
  sendVerifyEmail: `${v2}/Account/SendVerifyEmail`,
  verifyEmail: (token: string) => `${v2}/Account/VerifyEmail?token=${enc(token)}`,
  accountNotifications: `${v2}/Account/Notifications`,
  accountNotificationRead: (id: string) => `${v2}/Account/Notifications/${enc(id)}/read`,
  accountPayments: `${v2}/Account/Payments`,
  accountFirmInfo: `${v2}/Account/FirmInfo`,
  accountUploadUrl: (code: string, contentType: string) => `${v2}/Account/UploadUrl?code=${enc(code)}&contentType=${enc(contentType)}`,
  mediaUpload: (file: string) => `${v2}/media/uploads/${enc(file)}`,
  logout: `${v2}/Account/Logout`,

  favorites: `${v2}/Favorites`,
  favorite: (mls: string) => `${v2}/Favorites/${enc(mls)}`,

  requests: `${v2}/Requests`,
  request: (id: string) => `${v2}/Requests/${enc(id)}`,

  verifyCodeWithAgentStatus: `${v2}/agent/VerifyCodeWithAgentStatus`,
  agentSignup: `${v2}/agent/Agent/Signup`,
  agentPaymentSettings: `${v2}/agent/PaymentSettings`,
  agentDetails: `${v2}/agent/Agent/Details`,
  /** Where the payment processor posts its signed webhooks. */
  paymentsWebhook: `${v2}/payments/webhook`,

  partnerSnapshot: (agentId: string) => `${v2}/public/Partners/snapshot/${enc(agentId)}`,
  partnerProfiles: `${v2}/public/partners/profiles`,

  adminUsers: `${v2}/admin/users`,
  adminAgents: `${v2}/admin/agents`,
  adminAgentStatus: (userId: string) => `${v2}/admin/agents/${enc(userId)}/status`,
  adminRequests: `${v2}/admin/requests`,

  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  authUser: '/api/auth/user',

  devSms: (phone: string) => `${v2}/dev/sms?phone=${enc(phone)}`,
  devEmail: (email: string) => `${v2}/dev/email?email=${enc(email)}`,
  health: '/api/health',
} as const;

/** Content type Agent/Signup is sent with (spec 7). */
export const JSON_PATCH_CONTENT_TYPE = 'application/json-patch+json';
