import { session } from '../session';
import { storageKeys, writeString } from '../storage';
import { startSessionMonitor, type SessionEndReason } from './sessionMonitor';
import { SessionRefreshError } from './sessionRefresh';

const MINUTE = 60_000;

function signInExpiringIn(ms: number) {
  session.signIn({ id: 'user-token', accessToken: 'access', tokenExpiration: Date.now() + ms }, 'refresh');
}

/** Lets the monitor's awaited refresh settle under fake timers. */
const settle = () => Promise.resolve().then(() => Promise.resolve());

describe('session monitor (spec 4.6 / 9)', () => {
  let stop: () => void = () => undefined;
  let ended: SessionEndReason[];

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    ended = [];
  });
  afterEach(() => {
    stop();
    session.clear();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  function start(refresh: () => Promise<void>) {
    stop = startSessionMonitor({ refresh, endSession: (reason) => ended.push(reason) });
  }

  it('refreshes on the 2-minute check once the token expires within 5 minutes, not before', async () => {
    signInExpiringIn(10 * MINUTE);
    const refresh = jest.fn(async () => {
      session.updateTokens({ accessToken: 'new', tokenExpiration: Date.now() + 60 * MINUTE });
    });
    start(refresh);
    // Keep the user active so the idle rule does not interfere.
    const activeFor = async (minutes: number) => {
      for (let i = 0; i < minutes; i++) {
        window.dispatchEvent(new KeyboardEvent('keydown'));
        jest.advanceTimersByTime(MINUTE);
        await settle();
      }
    };
    await activeFor(4);
    expect(refresh).not.toHaveBeenCalled(); // 6 minutes left at the 4-minute check
    await activeFor(2);
    expect(refresh).toHaveBeenCalledTimes(1); // 4 minutes left at the 6-minute check
    expect(session.state.loginDetails?.accessToken).toBe('new');
    expect(ended).toEqual([]);
  });

  it('signs out after 3 failed refreshes in a row', async () => {
    signInExpiringIn(60 * MINUTE);
    session.updateTokens({ accessToken: 'a', tokenExpiration: Date.now() + 30 * MINUTE });
    const refresh = jest.fn(async () => {
      throw new SessionRefreshError('Failed to refresh Google token', false);
    });
    jest.setSystemTime(Date.now() + 26 * MINUTE);
    session.touch(Date.now());
    start(refresh);
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(ended).toEqual([]);
    jest.advanceTimersByTime(2 * MINUTE);
    await settle();
    expect(ended).toEqual([]);
    jest.advanceTimersByTime(2 * MINUTE);
    await settle();
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(ended).toEqual(['refresh-failed']);
  });

  it('signs out at once when nothing can refresh the session', async () => {
    signInExpiringIn(3 * MINUTE);
    start(async () => {
      throw new SessionRefreshError('No refresh token available', true);
    });
    await settle();
    expect(ended).toEqual(['refresh-failed']);
  });

  it('ends the session after 30 minutes without activity', async () => {
    signInExpiringIn(24 * 60 * MINUTE);
    const refresh = jest.fn(async () => undefined);
    start(refresh);
    jest.advanceTimersByTime(28 * MINUTE);
    await settle();
    expect(ended).toEqual([]);
    jest.advanceTimersByTime(2 * MINUTE);
    await settle();
    expect(ended).toEqual(['idle']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('counts activity in another tab (the shared stored time)', async () => {
    signInExpiringIn(24 * 60 * MINUTE);
    start(async () => undefined);
    jest.advanceTimersByTime(20 * MINUTE);
    writeString(storageKeys.lastActivity, String(Date.now()));
    jest.advanceTimersByTime(12 * MINUTE);
    await settle();
    expect(ended).toEqual([]);
  });

  it('does nothing for a visitor', async () => {
    const refresh = jest.fn(async () => undefined);
    start(refresh);
    jest.advanceTimersByTime(60 * MINUTE);
    await settle();
    expect(refresh).not.toHaveBeenCalled();
    expect(ended).toEqual([]);
  });
});
