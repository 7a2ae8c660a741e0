import { compareWrittenDates } from './dates';

describe('compareWrittenDates', () => {
  it('orders dates written the same way by time: days, slashed days and instants', () => {
    expect(['2026-11-10', '2025-12-31', '2026-11-02'].sort(compareWrittenDates)).toEqual(['2025-12-31', '2026-11-02', '2026-11-10']);
    expect(['2026/02/01', '2026/01/31'].sort(compareWrittenDates)).toEqual(['2026/01/31', '2026/02/01']);
    expect(compareWrittenDates('2026-11-02T09:00:00Z', '2026-11-02T10:30:00Z')).toBeLessThan(0);
    expect(compareWrittenDates('2026-11-02', '2026-11-02')).toBe(0);
  });
});
