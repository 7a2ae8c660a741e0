import { sellFormSchema, type SellForm } from '@homeward/contracts';
import { parseAmountInput } from '@homeward/domain';

export interface SellRequestValues {
  address?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  bedrooms?: string;
  bathrooms?: string;
  askingPrice?: string;
  moveBy?: string;
  notes?: string;
}

export const emptySellRequest: SellRequestValues = { state: 'WA' };

const optionalNumber = (text: string | undefined, parse: (t: string) => number = Number) => (text?.trim() ? parse(text.trim()) : null);

/** The form as the contract's input: blank optional fields are left out, numbers are numbers. */
export function sellRequestInput(v: SellRequestValues) {
  return {
    address: v.address,
    city: v.city,
    state: v.state,
    zipCode: v.zipCode,
    bedrooms: optionalNumber(v.bedrooms),
    bathrooms: optionalNumber(v.bathrooms),
    askingPrice: optionalNumber(v.askingPrice, parseAmountInput),
    moveBy: v.moveBy?.trim() || null,
    notes: v.notes?.trim() || null,
  };
}

export function toSellForm(v: SellRequestValues): SellForm {
  return sellFormSchema.parse(sellRequestInput(v));
}
