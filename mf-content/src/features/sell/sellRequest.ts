import { sellFormSchema, type SellForm } from '@homeward/contracts';
import { parseAmountInput } from '@homeward/domain';
import type { Errors } from '../forms/useForm';

export interface SellRequestValues extends Record<string, string> {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  bedrooms: string;
  bathrooms: string;
  askingPrice: string;
  moveBy: string;
  notes: string;
}

export const emptySellRequest: SellRequestValues = { address: '', city: '', state: 'WA', zipCode: '', bedrooms: '', bathrooms: '', askingPrice: '', moveBy: '', notes: '' };

export const sellRequestFields = ['address', 'city', 'state', 'zipCode', 'bedrooms', 'bathrooms', 'askingPrice', 'moveBy', 'notes'] as const;

const optionalNumber = (text: string, parse: (t: string) => number = Number) => (text.trim() ? parse(text.trim()) : null);

/** The form as the contract's input: blank optional fields are left out, numbers are numbers. */
function toInput(v: SellRequestValues) {
  return {
    address: v.address,
    city: v.city,
    state: v.state,
    zipCode: v.zipCode,
    bedrooms: optionalNumber(v.bedrooms),
    bathrooms: optionalNumber(v.bathrooms),
    askingPrice: optionalNumber(v.askingPrice, parseAmountInput),
    moveBy: v.moveBy.trim() || null,
    notes: v.notes.trim() || null,
  };
}

/** Each field's first problem, in the contract's words (the API answers with the same ones). */
export function validateSellRequest(v: SellRequestValues): Errors<SellRequestValues> {
  const result = sellFormSchema.safeParse(toInput(v));
  if (result.success) return {};
  const errors: Errors<SellRequestValues> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in v && !errors[key]) errors[key as keyof SellRequestValues & string] = issue.message;
  }
  return errors;
}

export function toSellForm(v: SellRequestValues): SellForm {
  return sellFormSchema.parse(toInput(v));
}
