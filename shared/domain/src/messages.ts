/** Error and notice texts of spec 8, character for character (typos included on purpose). */

/** Too many code requests, DoS protection, or an account suspended for too many attempts. */
export const LOCKED_OUT_24_HOURS_MESSAGE = 'You’re doing that too much, and have been locked out. Please try again in 24 hours.';
export const INVALID_CODE_MESSAGE = 'Invalid code, please enter the correct 6-digit code.';
export const LOCKED_OUT_1_HOUR_MESSAGE = "Unfortunately, you're locked out. Please try again after 1 hours.";
/** Any other login failure. */
export const CODE_EXPIRED_MESSAGE = 'Your code has expired. Please request another verification code.';

export const AGENT_CODE_USED_RECENTLY_MESSAGE = 'Your 6 digit code is invalid. It was used recently.';
export const AGENT_TOKEN_EXPIRED_MESSAGE = 'Your token is expired. please request another token.';
export { WRONG_NUMBER_MESSAGE } from '@homeward/contracts';
export const AGENT_PENDING_TITLE = 'Agent application under review';
export const AGENT_PENDING_MESSAGE = 'Your account is still pending. We will notify you once it has been approved.';
export const agentRejectedMessage = (email: string) =>
  `Your agent application was not accepted. Email us at ${email} if you have any questions.`;
export const agentRemovedMessage = (email: string) =>
  `Your account has been deactivated. Email us at ${email} if you think this was a mistake.`;
export const EXISTING_ACCOUNT_MESSAGE =
  'You already have an account with this phone number. Please click on the login menu and try to login to your account.';
export const EXISTING_ACCOUNT_ACTIONS = ['Log in instead', 'Try again'] as const;

export const CARD_DECLINED_MESSAGE =
  'Sorry, your credit card was declined. Please use a different credit car or make sure you have provide correct information.';
export const SOMETHING_WENT_WRONG_MESSAGE = 'Sorry, something went wrong. Please try again or contact support.';

export const OFFER_ERROR_TITLES = ['Error!', 'Oooop!'] as const;

export const PAGE_NOT_FOUND_MESSAGE = 'This page could not be found';
export const UNMATCHED_PAGE_HEADLINE = "Whoops! We can't find what you're looking for";
export const BACK_TO_HOME_LABEL = 'Back to home';
export const unknownMiddlewareMessage = (name: string) => `Unknown middleware ${name}`;
export const ERROR_PAGE_FAILED_MESSAGE = 'An error occurred while showing the error page';

export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';
export const MICROSOFT_REFRESH_FAILED_MESSAGE = 'Failed to refresh Microsoft token';
export const GOOGLE_REFRESH_FAILED_MESSAGE = 'Failed to refresh Google token';
export const NO_LOGIN_DETAILS_MESSAGE = 'No login details found';
export const ERROR_FETCHING_RESPONSE_MESSAGE = 'Error fetching response.';
export const SELECT_LOCATION_MESSAGE = 'Please Select Location';

export const COMING_SOON_TITLE = 'Coming soon!';
export const COMING_SOON_MESSAGE =
  'This feature is currently available only on our mobile iOS and Android app. Please download the app and pay 1.5% listing fee to sell your home.';
export const COMING_SOON_ALT_MESSAGE =
  'We are currently working on this feature. In the meantime, this feature is available in our mobile app.';

/** Spec 5/8 leave the wording of the out-of-area warning open; this is the product's text. */
export const NOT_AVAILABLE_YET_MESSAGE = 'Homeward is not available here yet.';
export const DOWN_PAYMENT_HINT = 'Estimate is based on a 20% downpayment';
