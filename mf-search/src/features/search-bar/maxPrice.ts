import { DEFAULT_INTEREST_RATE_PERCENT, maxPriceForMonthlyPayment } from '@homeward/domain';
import { readString, storageKeys } from '@homeward/platform';

export type PaymentType = 'max' | 'monthly';

export const PAYMENT_TYPE_OPTIONS: ReadonlyArray<{ value: PaymentType; label: string }> = [
  { value: 'max', label: 'Max Price' },
  { value: 'monthly', label: 'Monthly Payment' },
];

/** Spec 9: 5.56% unless local storage InterestRate holds another rate. */
export function storedInterestRate(): number {
  const raw = readString(storageKeys.interestRate);
  const rate = raw == null ? NaN : Number.parseFloat(raw);
  return Number.isFinite(rate) && rate > 0 && rate < 100 ? rate : DEFAULT_INTEREST_RATE_PERCENT;
}

/**
 * The max price a search carries: the amount itself, or the price a monthly payment buys over 30
 * years with 20% down (standard amortisation). Null when no amount was given.
 */
export function maxPriceFor(amount: number, type: PaymentType, rate = storedInterestRate()): number | null {
  if (!(amount > 0)) return null;
  if (type === 'max') return Math.floor(amount);
  const price = maxPriceForMonthlyPayment(amount, { annualRatePercent: rate });
  return price > 0 ? price : null;
}
