import { oldestCurrentRateSheetDate, rateSheetDateError, RATE_SHEET_MAX_AGE_DAYS } from './lenders';

describe('rate sheet dates', () => {
  const now = new Date(2026, 2, 4, 12);
  it('accepts today and the last 30 days', () => {
    expect(rateSheetDateError('2026-03-04', now)).toBeNull();
    expect(rateSheetDateError(oldestCurrentRateSheetDate(now), now)).toBeNull();
    expect(oldestCurrentRateSheetDate(now)).toBe('2026-02-02');
  });
  it('refuses future, stale and unreadable dates with a reason', () => {
    expect(rateSheetDateError('2026-03-05', now)).toBe('The effective date cannot be in the future.');
    expect(rateSheetDateError('2026-02-01', now)).toBe(`Use a date from the last ${RATE_SHEET_MAX_AGE_DAYS} days: buyers only see current rate sheets.`);
    expect(rateSheetDateError('03/04/2026', now)).toBe('Use the YYYY-MM-DD date format.');
  });
});
