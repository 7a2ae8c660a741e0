import {
  BUYER_AGENT_COMMISSION_PERCENT,
  REFUND_SHARE_PERCENT,
  buyerAgentCommission,
  buyerRefund,
  sellerSaving,
} from './savings';

describe('savings estimate', () => {
  it('states the rule it applies', () => {
    expect(BUYER_AGENT_COMMISSION_PERCENT).toBe(2.5);
    expect(REFUND_SHARE_PERCENT).toBe(40);
  });

  it('refunds 40% of a 2.5% buyer agent commission', () => {
    expect(buyerAgentCommission(900_000)).toBe(22_500);
    expect(buyerRefund(900_000)).toBe(9_000);
    expect(buyerRefund(4_500_000)).toBe(45_000);
  });

  it('rounds to whole dollars', () => {
    // 4,500 × 2.5% = 112.50 → 113 commission; 113 × 40% = 45.2 → 45.
    expect(buyerRefund(4_500)).toBe(45);
    expect(buyerRefund(333_333)).toBe(Math.round(Math.round(333_333 * 0.025) * 0.4));
  });

  it('is zero for no price, negative or nonsense input', () => {
    expect(buyerRefund(0)).toBe(0);
    expect(buyerRefund(-100_000)).toBe(0);
    expect(buyerRefund(Number.NaN)).toBe(0);
    expect(sellerSaving(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('grows with the price', () => {
    expect(buyerRefund(904_500)).toBeGreaterThan(buyerRefund(900_000));
  });

  it('gives sellers the gap between a 3% commission and the 1.5% listing fee', () => {
    expect(sellerSaving(900_000)).toBe(13_500);
  });
});
