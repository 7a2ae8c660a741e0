import {
  BUYER_AGENT_COMMISSION_PERCENT,
  CASH_BACK_ASSUMPTIONS,
  CASH_BACK_EXAMPLE_PRICE,
  cashBackExample,
  CASH_BACK_PERCENT_OF_PRICE,
  COMMISSION_REFUND_SHARE_PERCENT,
  estimateCashBack,
  refundOfCommission,
} from './cashBack';

describe('the cash-back rule', () => {
  it('refunds 30% of a 2.5% buyer agent commission, rounded to $10', () => {
    expect(BUYER_AGENT_COMMISSION_PERCENT).toBe(2.5);
    expect(COMMISSION_REFUND_SHARE_PERCENT).toBe(30);
    expect(CASH_BACK_PERCENT_OF_PRICE).toBe(0.75);
    expect(estimateCashBack(861_990)).toBe(6460);
    expect(estimateCashBack(900_000)).toBe(6750);
    expect(estimateCashBack(650_000)).toBe(4880);
  });

  it('works its example from the rule: 30% of $22,500 is $6,750, the estimate at that price', () => {
    expect(CASH_BACK_EXAMPLE_PRICE).toBe(900_000);
    expect(cashBackExample()).toEqual({ price: 900_000, commission: 22_500, refund: 6750 });
    expect(cashBackExample().refund).toBe(estimateCashBack(CASH_BACK_EXAMPLE_PRICE));
    expect(cashBackExample(500_000)).toEqual({ price: 500_000, commission: 12_500, refund: 3750 });
    expect(cashBackExample(0)).toEqual({ price: 0, commission: 0, refund: 0 });
  });

  it('is 0 without a usable price', () => {
    expect(estimateCashBack(0)).toBe(0);
    expect(estimateCashBack(-5)).toBe(0);
    expect(estimateCashBack(Number.NaN)).toBe(0);
    expect(estimateCashBack(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('grows with the price', () => {
    expect(estimateCashBack(1_000_000)).toBeGreaterThan(estimateCashBack(900_000));
  });

  it('refunds the same share of a stated commission', () => {
    expect(refundOfCommission(22_500)).toBe(6750);
    expect(refundOfCommission(0)).toBe(0);
  });

  it('spells the assumptions out with the same numbers', () => {
    expect(CASH_BACK_ASSUMPTIONS).toContain('2.5% of the price');
    expect(CASH_BACK_ASSUMPTIONS).toContain('30% of it (0.75% of the price)');
  });
});
