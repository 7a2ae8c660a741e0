import { estimateCashBack } from '@homeward/domain';
import { buyerRefund, sellerSaving } from './savings';

describe('savings estimate', () => {
  it('gives buyers the one cash-back rule the cards and property pages use', () => {
    expect(buyerRefund).toBe(estimateCashBack);
    expect(buyerRefund(861_990)).toBe(6_460);
    expect(buyerRefund(900_000)).toBe(6_750);
  });

  it('is zero for no price, negative or nonsense input', () => {
    expect(buyerRefund(0)).toBe(0);
    expect(buyerRefund(-100_000)).toBe(0);
    expect(sellerSaving(Number.NaN)).toBe(0);
    expect(sellerSaving(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('gives sellers the gap between a 3% commission and the 1.5% listing fee', () => {
    expect(sellerSaving(900_000)).toBe(13_500);
  });
});
