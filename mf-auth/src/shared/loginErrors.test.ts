import { ApiError } from '@homeward/platform';
import { CONNECTION_PROBLEM_MESSAGE, detailsErrorMessage, loginErrorMessage } from './loginErrors';

const LOCKED_24 = 'You’re doing that too much, and have been locked out. Please try again in 24 hours.';

describe('login errors (spec 8)', () => {
  it.each([
    LOCKED_24,
    'Invalid code, please enter the correct 6-digit code.',
    "Unfortunately, you're locked out. Please try again after 1 hours.",
    'Your code has expired. Please request another verification code.',
  ])('shows the spec text "%s" as the API gives it', (text) => {
    expect(loginErrorMessage(new ApiError(400, text))).toBe(text);
  });

  it('treats rate limiting as the 24-hour lockout and any other refusal as an expired code', () => {
    expect(loginErrorMessage(new ApiError(429, 'Too Many Requests'))).toBe(LOCKED_24);
    expect(loginErrorMessage(new ApiError(400, 'Bad request'))).toBe('Your code has expired. Please request another verification code.');
  });

  it('says when the service cannot be reached', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(CONNECTION_PROBLEM_MESSAGE);
    expect(loginErrorMessage(new ApiError(502, 'The service is not answering right now. Please try again in a moment.'))).toBe(
      'The service is not answering right now. Please try again in a moment.',
    );
  });

  it('names a field the API refused in the name-and-email step', () => {
    expect(detailsErrorMessage(new ApiError(400, 'Enter a valid email address.'))).toBe('Enter a valid email address.');
    expect(detailsErrorMessage(new ApiError(401, 'x'))).toBe('Your code has expired. Please request another verification code.');
  });
});
