import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_INTEREST_RATE_PERCENT, LOAN_TERM_YEARS } from './constants';

const roundCents = (v: number) => Math.round(v * 100) / 100;

/** Monthly rate and payment count of a fixed-rate loan. */
function terms(annualRatePercent: number, years: number) {
  return { r: annualRatePercent / 100 / 12, n: Math.round(years * 12) };
}

/**
 * Monthly principal and interest by the standard amortisation formula
 * P·r / (1 − (1 + r)^−n), rounded to cents. $300,000 at 6.5% over 30 years → 1896.20.
 */
export function monthlyPrincipalAndInterest(principal: number, annualRatePercent: number, years: number = LOAN_TERM_YEARS): number {
  if (!(principal > 0) || !(years > 0)) return 0;
  const { r, n } = terms(annualRatePercent, years);
  if (r === 0) return roundCents(principal / n);
  return roundCents((principal * r) / (1 - Math.pow(1 + r, -n)));
}

/** The loan a monthly principal-and-interest payment carries (the formula above, inverted). */
export function loanForMonthlyPayment(monthlyPayment: number, annualRatePercent: number, years: number = LOAN_TERM_YEARS): number {
  if (!(monthlyPayment > 0) || !(years > 0)) return 0;
  const { r, n } = terms(annualRatePercent, years);
  if (r === 0) return monthlyPayment * n;
  return (monthlyPayment * (1 - Math.pow(1 + r, -n))) / r;
}

export interface MaxPriceOptions {
  /** Default 5.56 (spec 9), overridable by the InterestRate stored value. */
  annualRatePercent?: number;
  years?: number;
  /** Default 20 (spec 2.5: 'Estimate is based on a 20% downpayment'). */
  downPaymentPercent?: number;
}

/** Monthly payment → max home price, whole dollars rounded down. */
export function maxPriceForMonthlyPayment(monthlyPayment: number, options: MaxPriceOptions = {}): number {
  const rate = options.annualRatePercent ?? DEFAULT_INTEREST_RATE_PERCENT;
  const years = options.years ?? LOAN_TERM_YEARS;
  const down = options.downPaymentPercent ?? DEFAULT_DOWN_PAYMENT_PERCENT;
  if (down >= 100) return 0;
  const loan = loanForMonthlyPayment(monthlyPayment, rate, years);
  return Math.floor(loan / (1 - down / 100));
}

export interface MonthlyCostInput {
  price: number;
  downPayment: number;
  annualRatePercent: number;
  years?: number;
  /** Yearly property tax as a percent of the price. */
  propertyTaxPercent?: number;
  /** Yearly home insurance in dollars. */
  insurancePerYear?: number;
  /** Monthly HOA dues. */
  hoaPerMonth?: number;
  /** Yearly mortgage insurance as a percent of the loan; applies while the down payment is under 20%. */
  mortgageInsurancePercent?: number;
}

export interface MonthlyCost {
  principalAndInterest: number;
  propertyTax: number;
  insurance: number;
  hoa: number;
  mortgageInsurance: number;
  total: number;
}

/** Per-month result of the property page's mortgage calculator. */
export function monthlyCost(input: MonthlyCostInput): MonthlyCost {
  const loan = Math.max(0, input.price - input.downPayment);
  const principalAndInterest = monthlyPrincipalAndInterest(loan, input.annualRatePercent, input.years ?? LOAN_TERM_YEARS);
  const propertyTax = roundCents((input.price * (input.propertyTaxPercent ?? 0)) / 100 / 12);
  const insurance = roundCents((input.insurancePerYear ?? 0) / 12);
  const hoa = roundCents(input.hoaPerMonth ?? 0);
  const needsInsurance = input.price > 0 && input.downPayment / input.price < 0.2;
  const mortgageInsurance = needsInsurance ? roundCents((loan * (input.mortgageInsurancePercent ?? 0)) / 100 / 12) : 0;
  const total = roundCents(principalAndInterest + propertyTax + insurance + hoa + mortgageInsurance);
  return { principalAndInterest, propertyTax, insurance, hoa, mortgageInsurance, total };
}
