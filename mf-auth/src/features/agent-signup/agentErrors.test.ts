import { ApiError } from '@homeward/platform';
import { agentSendErrorMessage, agentVerifyErrorMessage } from './agentErrors';

describe('agent flow errors (spec 8)', () => {
  it('shows the code texts the API gives and "token expired" for any other refused code', () => {
    expect(agentVerifyErrorMessage(new ApiError(400, 'Your 6 digit code is invalid. It was used recently.'))).toBe(
      'Your 6 digit code is invalid. It was used recently.',
    );
    expect(agentVerifyErrorMessage(new ApiError(400, 'Something else'))).toBe('Your token is expired. please request another token.');
  });

  it('says "Wrong number provided" for any other send failure, keeping lockouts', () => {
    expect(agentSendErrorMessage(new ApiError(400, 'nope'))).toBe('Wrong number provided');
    expect(agentSendErrorMessage(new ApiError(429, 'slow down'))).toBe(
      'You’re doing that too much, and have been locked out. Please try again in 24 hours.',
    );
  });
});
