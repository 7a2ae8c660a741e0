import { isChunkLoadError, reloadOnceForChunkError, SliceTimeoutError, withTimeout } from './remotes';

describe('slice loading helpers', () => {
  it('turns a load that never settles into a timeout error', async () => {
    jest.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 10_000, 'mf_search');
    jest.advanceTimersByTime(10_000);
    await expect(pending).rejects.toBeInstanceOf(SliceTimeoutError);
    jest.useRealTimers();
  });

  it('passes a timely result through', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000, 'x')).resolves.toBe(42);
  });

  it('recognises webpack chunk failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  describe('reload after a failed chunk (spec 4.9: at most once per 60 s)', () => {
    const reload = jest.fn();
    beforeEach(() => {
      sessionStorage.clear();
      reload.mockClear();
    });

    it('reloads the first time, not again inside the window, and again after it', () => {
      expect(reloadOnceForChunkError(60_000, 1_000_000, reload)).toBe(true);
      expect(reloadOnceForChunkError(60_000, 1_000_000 + 59_999, reload)).toBe(false);
      expect(reloadOnceForChunkError(60_000, 1_000_000 + 60_000, reload)).toBe(true);
      expect(reload).toHaveBeenCalledTimes(2);
    });
  });
});
