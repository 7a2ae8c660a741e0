/** The pages of the account area (spec 2.1): routes.ts and every link build on these. */
export const accountPages = {
  overview: '/account',
  personalInfo: '/account/PersonalInfo',
  firmInfo: '/account/FirmInfo',
  payment: '/account/Payment',
  favorites: '/account/favorites',
  /** Saved searches and the latest alerts. */
  savedSearches: '/account/saved-searches',
  savedHomes: '/savedhomes',
  /** Spec 2.1: under /user/, its path carries the product name. */
  deletion: '/user/homeward-account-deletion',
  verifyEmail: '/verify/email',
} as const;
