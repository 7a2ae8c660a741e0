/**
 * Business constants of spec 9. Plain values with no imports: the build reads this file on its own
 * (scripts/webpack/createConfig.cjs) for the layout widths its stylesheets use.
 */

export const SEARCH_RADIUS_MILES = 15;
export const PAGE_SIZE = 20;
export const RESEND_CODE_SECONDS = 59;
export const CODE_LENGTH = 6;

/** 'No max' in price, HOA and time-on-site choices; means "no upper limit". */
export const NO_MAX = 999_999;
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 4_500_000;
export const HOME_PRICE_SLIDER_STEPS = 1000;
export const PRICE_HISTOGRAM_BUCKETS = 50;

export const BEDS_BATHS_MIN = 0;
export const BEDS_BATHS_MAX = 20;

export const DEFAULT_MAP_CENTER = { lat: 47.6062, lng: -122.3321 } as const;
export const DEFAULT_MAP_ZOOM = 12;
export const DEFAULT_ACTIVE_AGENT_COUNT = 5;
export const DEFAULT_AGENT_TIME_DISTANCE = 12;

export const OFFER_DEFAULT_CASH_DOWN_PERCENTAGE = 20;
export const MORTGAGE_DEFAULT_LOAN_BALANCE = 20;
export const DEFAULT_INTEREST_RATE_PERCENT = 5.56;
/** The product whose rate is kept as InterestRate and starts the payment maths (spec 7). */
export const REFERENCE_RATE_PRODUCT = '30-Year Fixed';
export const DEFAULT_DOWN_PAYMENT_PERCENT = 20;
export const LOAN_TERM_YEARS = 30;
export const LISTING_FEE_PERCENT = 1.5;

/** Auth timings (spec 9), in milliseconds unless the name says otherwise. */
export const AUTH_REFRESH_CHECK_INTERVAL_MS = 2 * 60 * 1000;
export const AUTH_REFRESH_WHEN_EXPIRES_WITHIN_MS = 5 * 60 * 1000;
export const AUTH_MAX_REFRESH_ATTEMPTS = 3;
export const AUTH_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const DEFAULT_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Lifetime assumed when a login response carries no expiry. */
export const FALLBACK_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const AUTH_RETRIES_ON_401 = 1;

export const SUGGESTION_DEBOUNCE_MS = 300;
export const MIN_SEARCH_TEXT_LENGTH = 3;
/** The no-text state resets after this long (spec 4.7). */
export const NO_TEXT_RESET_MS = 1000;
export const ALERT_DISMISS_MS = 10_000;
export const TOAST_HIDE_MS = 4000;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
export const SCROLL_THRESHOLD_PX = 20;
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const MULTI_STEP_MAX_STEPS = 3;

/** Layout switches of spec 9 (px). */
export const MOBILE_MAX_WIDTH_PX = 800;
export const SEARCH_OVERLAY_MAX_WIDTH_PX = 800;
export const CARD_LAYOUT_SWITCH_PX = 576;
/** The widest phone held sideways (spec 9's 812 px switch): dashboards stack their menu above the content up to here. */
export const PHONE_LANDSCAPE_MAX_WIDTH_PX = 812;
export const HOME_COMPACT_HEADER_BELOW_PX = 1400;
export const MAX_CONTAINER_WIDTH_PX = 1920;
export const MORTGAGE_CALCULATOR_MAX_WIDTH_PX = 800;
export const CODE_POPUP_SIZE_PX = { width: 520, height: 300 } as const;
export const SUGGESTION_LIST_MAX_HEIGHT_PX = 180;
/** The two further switches of spec 9 used by some pages (wide forms and the property sidebar). */
export const WIDE_LAYOUT_SWITCH_PX = 916;
export const NARROW_LAYOUT_SWITCH_PX = 883;
/** Spec 9: page transitions run out-in (the old page leaves before the new one enters), unless reduced motion is asked for. */
export const PAGE_TRANSITION_MODE = 'out-in';
export const PAGE_TRANSITION_MS = 150;

/** Booking windows: tours for the next two weeks, home inspections within three months. */
export const TOUR_DAYS_AHEAD = 14;
export const INSPECTION_DAYS_AHEAD = 90;

/** Support line hours (spec 1/9). */
export const SUPPORT_HOURS = '7 am to 7 pm ET';
