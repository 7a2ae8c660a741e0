import { OFFER_TYPES, offerFormSchema, type CreateRequestBody, type ListingDetail } from '@homeward/contracts';
import { OFFER_DEFAULT_CASH_DOWN_PERCENTAGE, formatAmountInput } from '@homeward/domain';
import type { ValidationErrors } from 'final-form';
import { daysError, schemaErrors, toNumber, toText } from './formValues';

/** The offer form of spec 3 as the inputs hold it (text), before it is turned into numbers. */
export interface OfferValues {
  offerType: (typeof OFFER_TYPES)[number];
  amount: string;
  cashDown: string;
  cashDownPercentage: string;
  offerExpirationDays: string;
  timeToCloseDays: string;
  financialContingencyDays: string;
  inspectionContingencyDays: string;
  saleContingencyDays: string;
  preApprovalLetterPath: string;
  notes: string;
  homeDescription: string;
  houseType: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export const OFFER_TYPE_LABELS: Record<OfferValues['offerType'], string> = {
  AllCash: 'All cash',
  Conventional: 'Conventional loan',
  FHA: 'FHA loan',
  VA: 'VA loan',
  Jumbo: 'Jumbo loan',
  Other: 'Other financing',
};

export const DAY_FIELDS = [
  'offerExpirationDays',
  'timeToCloseDays',
  'financialContingencyDays',
  'inspectionContingencyDays',
  'saleContingencyDays',
] as const;

/** Spec 3 defaults (offerType AllCash, cashDownPercentage 20), the rest from the home itself. */
export function offerDefaults(listing: ListingDetail | undefined): OfferValues {
  const price = listing?.listingPrice ?? 0;
  return {
    offerType: 'AllCash',
    amount: price ? formatAmountInput(String(price)) : '',
    cashDown: price ? formatAmountInput(String(Math.round((price * OFFER_DEFAULT_CASH_DOWN_PERCENTAGE) / 100))) : '',
    cashDownPercentage: String(OFFER_DEFAULT_CASH_DOWN_PERCENTAGE),
    offerExpirationDays: '',
    timeToCloseDays: '',
    financialContingencyDays: '',
    inspectionContingencyDays: '',
    saleContingencyDays: '',
    preApprovalLetterPath: '',
    notes: '',
    homeDescription: '',
    houseType: listing?.type ?? '',
    address: listing ? [listing.address, listing.unit].filter(Boolean).join(' ') : '',
    city: listing?.city ?? '',
    state: listing?.state ?? '',
    zipCode: listing?.zipcode ?? '',
  };
}

export const isFinanced = (values: Pick<OfferValues, 'offerType'>) => values.offerType !== 'AllCash';

/** The `offer` object of the MakeAnOffer post; offerStatus always starts as NotStarted (spec 4.5). */
export function toOffer(values: OfferValues) {
  const financed = isFinanced(values);
  return {
    requestId: null,
    offerType: values.offerType,
    offerStatus: 'NotStarted' as const,
    amount: toNumber(values.amount) ?? 0,
    cashDown: financed ? toNumber(values.cashDown) : null,
    cashDownPercentage: toNumber(values.cashDownPercentage) ?? OFFER_DEFAULT_CASH_DOWN_PERCENTAGE,
    offerExpirationDays: toNumber(values.offerExpirationDays),
    timeToCloseDays: toNumber(values.timeToCloseDays),
    financialContingencyDays: financed ? toNumber(values.financialContingencyDays) : null,
    inspectionContingencyDays: toNumber(values.inspectionContingencyDays),
    saleContingencyDays: toNumber(values.saleContingencyDays),
    preApprovalLetterPath: financed ? toText(values.preApprovalLetterPath) : null,
    notes: toText(values.notes),
    homeDescription: toText(values.homeDescription),
    houseType: (toText(values.houseType) as ReturnType<typeof offerFormSchema.parse>['houseType']) ?? null,
    address: toText(values.address),
    city: toText(values.city),
    state: toText(values.state)?.toUpperCase() ?? null,
    zipCode: toText(values.zipCode),
  };
}

export function validateOffer(values: OfferValues): ValidationErrors {
  const errors: Record<string, string> = schemaErrors(offerFormSchema, toOffer(values));
  const amount = toNumber(values.amount);
  if (!amount || amount <= 0) errors.amount = 'Enter the amount you offer.';
  if (isFinanced(values)) {
    const percent = toNumber(values.cashDownPercentage);
    if (percent === null || percent < 0 || percent > 100) errors.cashDownPercentage = 'Enter a percentage from 0 to 100.';
    const cashDown = toNumber(values.cashDown);
    if (cashDown !== null && amount && cashDown > amount) errors.cashDown = 'The cash down cannot be more than the offer.';
  }
  for (const field of DAY_FIELDS) {
    const message = daysError(values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export function offerBody(
  mls: string,
  values: OfferValues,
  userLocation: { latitude: number; longitude: number; description?: string | null } | null,
): CreateRequestBody {
  return { intent: 'MakeAnOffer', listing_MLS: mls, offer: toOffer(values), userLocation };
}

/** Cash down in dollars from the offer and its percentage, whole dollars. */
export function cashDownFor(amountText: string, percentText: string): string {
  const amount = toNumber(amountText);
  const percent = toNumber(percentText);
  if (!amount || percent === null) return '';
  return formatAmountInput(String(Math.round((amount * percent) / 100)));
}

/** The percentage a cash-down amount is of the offer, to one decimal. */
export function percentFor(amountText: string, cashDownText: string): string {
  const amount = toNumber(amountText);
  const cashDown = toNumber(cashDownText);
  if (!amount || cashDown === null) return '';
  return String(Math.round((cashDown / amount) * 1000) / 10);
}
