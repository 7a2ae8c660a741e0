import { monthlyPrincipalAndInterest } from '@homeward/domain';
import { calculate, termYears } from './calculator';

/** The amortisation formula written out independently: P·r / (1 − (1 + r)^−n). */
function amortised(principal: number, ratePercent: number, years: number) {
  const r = ratePercent / 100 / 12;
  const n = years * 12;
  return (principal * r) / (1 - (1 + r) ** -n);
}

const base = {
  ratePercent: 6.5,
  years: 30,
  includeMortgageInsurance: true,
  mortgageInsurancePercent: 0.5,
  propertyTaxPercent: 0,
  insurancePerYear: 0,
  hoaPerMonth: 0,
};

describe('mortgage calculator', () => {
  it('charges $1,896.20 a month for $300,000 at 6.5% over 30 years', () => {
    expect(monthlyPrincipalAndInterest(300_000, 6.5, 30)).toBe(1896.2);
    const result = calculate({ ...base, price: 375_000, downPaymentPercent: 20 });
    expect(result.loan).toBe(300_000);
    expect(result.principalAndInterest).toBe(1896.2);
    expect(result.mortgageInsurance).toBe(0);
    expect(result.total).toBe(1896.2);
  });

  it.each([
    [450_000, 5.56, 30],
    [1_200_000, 7.125, 15],
    [250_000, 3, 20],
  ])('matches the formula for $%d at %d%% over %d years', (principal, rate, years) => {
    expect(calculate({ ...base, price: principal, downPaymentPercent: 0, includeMortgageInsurance: false, ratePercent: rate, years }).principalAndInterest).toBeCloseTo(
      amortised(principal, rate, years),
      2,
    );
  });

  it('adds mortgage insurance only under a 20% down payment, plus tax, insurance and dues', () => {
    const result = calculate({
      ...base,
      price: 500_000,
      downPaymentPercent: 10,
      propertyTaxPercent: 1.2,
      insurancePerYear: 1200,
      hoaPerMonth: 250,
    });
    expect(result.loan).toBe(450_000);
    expect(result.mortgageInsurance).toBe(187.5);
    expect(result.propertyTax).toBe(500);
    expect(result.insurance).toBe(100);
    expect(result.hoa).toBe(250);
    expect(result.total).toBeCloseTo(result.principalAndInterest + 187.5 + 500 + 100 + 250, 2);
  });

  it('reads the term from the product name', () => {
    expect(termYears('30-Year Fixed')).toBe(30);
    expect(termYears('15-Year Fixed')).toBe(15);
    expect(termYears('5/1 ARM')).toBe(30);
  });
});
