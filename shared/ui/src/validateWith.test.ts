import { FORM_ERROR } from 'final-form';
import { emailSchema, personNameSchema, phoneSchema, RULE_MESSAGES, WRONG_NUMBER_MESSAGE, z } from '@homeward/contracts';
import { validateWith } from './validateWith';

describe('validateWith (contract schema → react-final-form errors)', () => {
  const contact = z.object({ firstName: personNameSchema('first name'), email: emailSchema, applicant: z.object({ phone: phoneSchema }) });
  const validate = validateWith(contact);

  it("gives each field the schema's first message for it, at the field's own name", () => {
    expect(validate({ firstName: 'X1', email: 'a@b.c', applicant: { phone: '+8529123456' } })).toEqual({
      firstName: RULE_MESSAGES.nameDigits,
      email: RULE_MESSAGES.email,
      applicant: { phone: WRONG_NUMBER_MESSAGE },
    });
  });

  it('names an empty field as the rule words it, not as a type error', () => {
    expect(validate({})).toEqual({ firstName: 'Enter your first name.', email: RULE_MESSAGES.emailMissing, applicant: { phone: WRONG_NUMBER_MESSAGE } });
  });

  it('passes values the API would take', () => {
    expect(validate({ firstName: 'Ada', email: 'ada@example.com', applicant: { phone: '+8613812345678' } })).toBeUndefined();
  });

  it('reads the values through `prepare`, and reports whole-form problems as the form error', () => {
    const amount = validateWith(z.number().check(z.gte(1, 'Enter an amount.')), (v: { amount?: string }) => Number(v.amount ?? 0));
    expect(amount({ amount: '0' })).toEqual({ [FORM_ERROR]: 'Enter an amount.' });
    expect(amount({ amount: '5' })).toBeUndefined();
  });

  it('numbers the items of a list as final-form names them', () => {
    const zips = validateWith(z.object({ zips: z.array(z.string().check(z.regex(/^\d{5}$/, 'Use a 5-digit zip code.'))) }));
    expect(zips({ zips: ['98101', '981'] })).toEqual({ zips: [undefined, 'Use a 5-digit zip code.'] });
  });
});
