import { loanForMonthlyPayment, maxPriceForMonthlyPayment, monthlyCost, monthlyPrincipalAndInterest } from './mortgage';

describe('mortgage maths', () => {
  it('uses the standard amortisation formula', () => {
    expect(monthlyPrincipalAndInterest(300_000, 6.5, 30)).toBe(1896.2);
    expect(monthlyPrincipalAndInterest(300_000, 6.5)).toBe(1896.2);
    expect(monthlyPrincipalAndInterest(200_000, 5.56, 15)).toBeCloseTo(1640.54, 2);
  });

  it('handles a zero rate and empty input', () => {
    expect(monthlyPrincipalAndInterest(360_000, 0, 30)).toBe(1000);
    expect(monthlyPrincipalAndInterest(0, 6, 30)).toBe(0);
  });

  it('inverts the formula', () => {
    expect(loanForMonthlyPayment(1896.2, 6.5, 30)).toBeCloseTo(300_000, -1);
  });

  it('turns a monthly payment into a max price with 20% down at 5.56% over 30 years', () => {
    const price = maxPriceForMonthlyPayment(3000);
    const loan = price * 0.8;
    expect(monthlyPrincipalAndInterest(loan, 5.56, 30)).toBeCloseTo(3000, 0);
    expect(price).toBe(656_100);
    expect(maxPriceForMonthlyPayment(3000, { annualRatePercent: 7 })).toBeLessThan(price);
    expect(maxPriceForMonthlyPayment(0)).toBe(0);
  });

  it('adds tax, insurance, dues and mortgage insurance', () => {
    const cost = monthlyCost({
      price: 500_000,
      downPayment: 50_000,
      annualRatePercent: 6,
      propertyTaxPercent: 1.2,
      insurancePerYear: 1200,
      hoaPerMonth: 100,
      mortgageInsurancePercent: 0.5,
    });
    expect(cost.principalAndInterest).toBe(monthlyPrincipalAndInterest(450_000, 6));
    expect(cost.propertyTax).toBe(500);
    expect(cost.insurance).toBe(100);
    expect(cost.mortgageInsurance).toBe(187.5);
    expect(cost.total).toBeCloseTo(cost.principalAndInterest + 500 + 100 + 100 + 187.5, 2);
    expect(monthlyCost({ price: 500_000, downPayment: 100_000, annualRatePercent: 6, mortgageInsurancePercent: 0.5 }).mortgageInsurance).toBe(0);
  });
});
