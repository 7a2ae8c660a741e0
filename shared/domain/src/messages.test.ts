import * as messages from './messages';
import { STORAGE_KEYS, FAVORITES_CHANNEL, REFRESH_TOKEN_KEY_PREFIX, SESSION_KEY_PREFIX, TOKEN_KEY_PREFIX } from './storageKeys';

describe('spec 8 texts', () => {
  it('keeps the exact characters, typos and the curly apostrophe', () => {
    expect(messages.LOCKED_OUT_24_HOURS_MESSAGE).toBe('You\u2019re doing that too much, and have been locked out. Please try again in 24 hours.');
    expect(messages.LOCKED_OUT_1_HOUR_MESSAGE).toBe("Unfortunately, you're locked out. Please try again after 1 hours.");
    expect(messages.CARD_DECLINED_MESSAGE).toContain('different credit car or');
    expect(messages.AGENT_TOKEN_EXPIRED_MESSAGE).toBe('Your token is expired. please request another token.');
    expect(messages.WRONG_NUMBER_MESSAGE).toBe('Wrong number provided');
    expect(messages.unknownMiddlewareMessage('auth')).toBe('Unknown middleware auth');
  });
});

describe('storage keys (spec 3)', () => {
  it('names every key', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'userToken', 'loginDetails', 'isAdmin', 'favoriteList', 'formattedAddress', 'recentSearch', 'searchedCity', 'state', 'placeId',
        'InterestRate', 'AgentInfo', 'auth_redirect', 'filterBed', 'filterBath', 'filterListing', 'filterMin', 'filterMax',
      ].sort(),
    );
    expect([SESSION_KEY_PREFIX, TOKEN_KEY_PREFIX, REFRESH_TOKEN_KEY_PREFIX, FAVORITES_CHANNEL]).toEqual(['auth.', '_token.', '_refresh_token.', 'favs-connection']);
  });
});

