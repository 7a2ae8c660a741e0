import { monthlyCost, type MonthlyCost } from '@homeward/domain';

/** Yearly property tax rates the calculator starts from, by state (average effective rates). */
export const PROPERTY_TAX_PERCENT_BY_STATE: Record<string, number> = { WA: 0.94, MA: 1.14 };
export const FALLBACK_PROPERTY_TAX_PERCENT = 1.0;
/** Yearly home insurance as a share of the price, a common starting point. */
export const INSURANCE_PERCENT_OF_PRICE = 0.35;
/** Yearly private mortgage insurance as a percent of the loan while the down payment is under 20%. */
export const DEFAULT_MORTGAGE_INSURANCE_PERCENT = 0.5;

/** Loan term of a product such as '15-Year Fixed'; 30 when the name does not say. */
export function termYears(description: string): number {
  const match = /(\d+)\s*-?\s*year/i.exec(description);
  const years = match ? Number(match[1]) : NaN;
  return Number.isFinite(years) && years > 0 && years <= 50 ? years : 30;
}

export interface CalculatorInput {
  price: number;
  downPaymentPercent: number;
  ratePercent: number;
  years: number;
  includeMortgageInsurance: boolean;
  mortgageInsurancePercent: number;
  propertyTaxPercent: number;
  insurancePerYear: number;
  hoaPerMonth: number;
}

export function calculate(input: CalculatorInput): MonthlyCost & { loan: number; downPayment: number } {
  const downPayment = Math.round((input.price * Math.min(100, Math.max(0, input.downPaymentPercent))) / 100);
  const cost = monthlyCost({
    price: input.price,
    downPayment,
    annualRatePercent: input.ratePercent,
    years: input.years,
    propertyTaxPercent: input.propertyTaxPercent,
    insurancePerYear: input.insurancePerYear,
    hoaPerMonth: input.hoaPerMonth,
    mortgageInsurancePercent: input.includeMortgageInsurance ? input.mortgageInsurancePercent : 0,
  });
  return { ...cost, loan: Math.max(0, input.price - downPayment), downPayment };
}
