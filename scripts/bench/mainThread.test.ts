import { mainThreadTime, type TraceEvent } from './mainThread';

const PAGE = 'http://localhost:8080/listings/city/WA/Bellevue';
const task = (pid: number, ts: number, dur: number, tdur: number): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid: 1, ts, dur, tdur });
const parsed = (pid: number, url: string): TraceEvent => ({ name: 'ParseHTML', ph: 'X', pid, tid: 1, ts: 0, dur: 10, args: { beginData: { url } } });

describe("a load's main thread", () => {
  it("sums the page's own top-level tasks by the clock and on a core", () => {
    const events = [
      parsed(7, PAGE),
      task(7, 1_000, 40_000, 10_000),
      // Inside the task before it: already counted in its time.
      task(7, 5_000, 2_000, 2_000),
      task(7, 60_000, 12_500, 12_500),
      // The browser's own page in another renderer, loading at the same time.
      parsed(9, 'chrome://omnibox-popup.top-chrome/'),
      task(9, 1_000, 300_000, 200_000),
    ];
    expect(mainThreadTime(events, PAGE)).toEqual({ wallMs: 52.5, cpuMs: 22.5 });
  });

  it('has no figure when the trace holds no thread that parsed the page', () => {
    expect(mainThreadTime([parsed(3, 'about:blank'), task(3, 0, 5_000, 5_000)], PAGE)).toBeUndefined();
  });
});
