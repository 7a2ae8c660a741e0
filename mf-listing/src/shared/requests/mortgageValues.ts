import { LENDING_TYPES, PROPERTY_TYPE_USAGES, mortgageFormSchema, type CreateRequestBody, type ListingDetail } from '@homeward/contracts';
import { MORTGAGE_DEFAULT_LOAN_BALANCE, formatAmountInput } from '@homeward/domain';
import type { ValidationErrors } from 'final-form';
import { schemaErrors, toNumber, toText } from './formValues';

export interface MortgageValues {
  lenderId: string;
  lendingType: (typeof LENDING_TYPES)[number];
  firstHomeOwner: boolean;
  monthsToFund: string;
  propertyType: string;
  propertyTypeUsage: (typeof PROPERTY_TYPE_USAGES)[number];
  price: string;
  cashDown: string;
  loanBalance: string;
  propertyAddress: string;
  tabNumber: number;
}

/** The form's tabs, one per lending type; tabNumber records which one the buyer used. */
export const LENDING_TABS: readonly { value: MortgageValues['lendingType']; label: string; priceLabel: string }[] = [
  { value: 'purchase', label: 'Buy a home', priceLabel: 'Home price' },
  { value: 'refinance', label: 'Refinance', priceLabel: 'Home value' },
  { value: 'heloc', label: 'Home equity line', priceLabel: 'Home value' },
];

export const USAGE_OPTIONS = [
  { value: 'primary-residence', label: 'Primary residence' },
  { value: 'second-home', label: 'Second home' },
  { value: 'investment', label: 'Investment property' },
] as const;

export const MONTHS_TO_FUND_OPTIONS = [
  { value: '1', label: 'Within a month' },
  { value: '3', label: 'In 1 to 3 months' },
  { value: '6', label: 'In 3 to 6 months' },
  { value: '12', label: 'In 6 to 12 months' },
];

export function mortgageDefaults(listing: ListingDetail | undefined, lenderId: string | null): MortgageValues {
  const price = listing?.listingPrice ?? 0;
  return {
    lenderId: lenderId ?? '',
    lendingType: 'purchase',
    firstHomeOwner: false,
    monthsToFund: '',
    propertyType: listing?.type ?? '',
    propertyTypeUsage: 'primary-residence',
    price: price ? formatAmountInput(String(price)) : '',
    cashDown: price ? formatAmountInput(String(Math.round((price * MORTGAGE_DEFAULT_LOAN_BALANCE) / 100))) : '',
    loanBalance: String(MORTGAGE_DEFAULT_LOAN_BALANCE),
    propertyAddress: listing ? [listing.address, listing.unit, `${listing.city}, ${listing.state} ${listing.zipcode}`].filter(Boolean).join(', ') : '',
    tabNumber: 0,
  };
}

export function toMortgage(values: MortgageValues) {
  return {
    lenderId: toText(values.lenderId),
    lendingType: values.lendingType,
    firstHomeOwner: !!values.firstHomeOwner,
    monthsToFund: toNumber(values.monthsToFund),
    propertyType: (toText(values.propertyType) as ReturnType<typeof mortgageFormSchema.parse>['propertyType']) ?? null,
    propertyTypeUsage: values.propertyTypeUsage,
    price: toNumber(values.price) ?? 0,
    cashDown: toNumber(values.cashDown),
    loanBalance: toNumber(values.loanBalance) ?? MORTGAGE_DEFAULT_LOAN_BALANCE,
    propertyAddress: toText(values.propertyAddress),
    tabNumber: values.tabNumber,
  };
}

export function validateMortgage(values: MortgageValues): ValidationErrors {
  const errors: Record<string, string> = schemaErrors(mortgageFormSchema, toMortgage(values));
  const price = toNumber(values.price);
  if (!price || price <= 0) errors.price = 'Enter the home price.';
  const percent = toNumber(values.loanBalance);
  if (percent === null || percent < 0 || percent > 100) errors.loanBalance = 'Enter a percentage from 0 to 100.';
  const cashDown = toNumber(values.cashDown);
  if (cashDown !== null && price && cashDown > price) errors.cashDown = 'The down payment cannot be more than the price.';
  return errors;
}

export function mortgageBody(values: MortgageValues, mls: string | undefined): CreateRequestBody {
  return { intent: 'RequestMortgage', listing_MLS: mls ?? null, mortgage: toMortgage(values) };
}
