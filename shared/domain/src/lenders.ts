import { addDays, normalizeCalendarDate, toCalendarDate } from './dates';

/** A rate sheet is shown to buyers for this many days after its effective date, then it is stale. */
export const RATE_SHEET_MAX_AGE_DAYS = 30;

/** The first effective date still shown to buyers on `now`'s day. */
export function oldestCurrentRateSheetDate(now: Date): string {
  return toCalendarDate(addDays(now, -RATE_SHEET_MAX_AGE_DAYS));
}

/**
 * Why a rate sheet's effective date cannot be published on `now`'s day, or null when it can:
 * a sheet quotes rates already in force (no future dates) and not yet stale.
 */
export function rateSheetDateError(effectiveDate: string, now: Date): string | null {
  const date = normalizeCalendarDate(effectiveDate);
  if (!date) return 'Use the YYYY-MM-DD date format.';
  if (date > toCalendarDate(now)) return 'The effective date cannot be in the future.';
  if (date < oldestCurrentRateSheetDate(now)) return `Use a date from the last ${RATE_SHEET_MAX_AGE_DAYS} days: buyers only see current rate sheets.`;
  return null;
}

/** Documents lenders most often ask a buyer for; a lender adds these in one click, or names their own. */
export const COMMON_MORTGAGE_DOCUMENTS = [
  'Pay stubs from the last 30 days',
  'W-2 forms or tax returns from the last two years',
  'Bank statements from the last two months',
  'A photo ID',
  'Proof of the funds for your down payment',
] as const;
