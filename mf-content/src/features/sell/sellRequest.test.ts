import { sellFormSchema } from '@homeward/contracts';
import { validateWith } from '@homeward/ui';
import { emptySellRequest, sellRequestInput, toSellForm } from './sellRequest';

describe('sell request form', () => {
  const validate = validateWith(sellFormSchema, sellRequestInput);
  const filled = { ...emptySellRequest, address: '9 Brattle St', city: 'Cambridge', state: 'MA', zipCode: '02138', bathrooms: '2.5', askingPrice: '1,250,000' };
  it("refuses what the API refuses, in the contract's words", () => {
    expect(validate(emptySellRequest)).toMatchObject({ address: 'This field is required.', city: 'This field is required.', zipCode: 'Use a 5-digit zip code.' });
    expect(validate({ ...filled, bathrooms: '2.3' })).toEqual({ bathrooms: 'Use quarters of a bath (for example 2.5).' });
    expect(validate({ ...filled, state: 'OR' })).toEqual({ state: 'We serve WA and MA only.' });
  });
  it('sends numbers as numbers and leaves blank fields out', () => {
    expect(validate(filled)).toBeUndefined();
    expect(toSellForm(filled)).toMatchObject({ zipCode: '02138', bathrooms: 2.5, askingPrice: 1250000, bedrooms: null, moveBy: null });
  });
});
