import { emailError, formatCents, maskedCard, personNameError, validateFirmInfo, validatePersonalInfo } from './account';

describe('personal info rules (spec 5)', () => {
  it('asks for a name of 2 to 20 characters without digits', () => {
    expect(personNameError('', 'first name')).toBe('Enter your first name.');
    expect(personNameError('   ', 'last name')).toBe('Enter your last name.');
    expect(personNameError('A', 'first name')).toBe('Use at least 2 characters.');
    expect(personNameError('Al3x', 'first name')).toBe('A name cannot contain digits.');
    expect(personNameError('x'.repeat(21), 'first name')).toBe('Use at most 20 characters.');
    expect(personNameError(' Ada ', 'first name')).toBeUndefined();
    expect(personNameError('x'.repeat(20), 'first name')).toBeUndefined();
  });

  it('asks for a valid email of at most 50 characters', () => {
    expect(emailError('')).toBe('Enter your email address.');
    expect(emailError('ada@')).toBe('Enter a valid email address, like name@example.com.');
    expect(emailError(`${'a'.repeat(40)}@example.com`)).toBe('Use at most 50 characters.');
    expect(emailError('ada@example.com')).toBeUndefined();
  });

  it('marks each invalid field and only those', () => {
    expect(validatePersonalInfo({ firstName: 'Ada', lastName: 'B', email: 'nope' })).toEqual({
      lastName: 'Use at least 2 characters.',
      email: 'Enter a valid email address, like name@example.com.',
    });
    expect(validatePersonalInfo({ firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' })).toEqual({});
  });
});

describe('firm rules (spec 5)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const valid = {
    firm: 'Harbor Realty',
    firmAddress: '100 Pine St',
    firmCity: 'Seattle',
    firmState: 'WA',
    firmZip: '98101',
    licenseNumber: 'WA-1',
    licenseCity: 'Seattle',
    inBusinessSince: '2020-01-01',
    brokerAgreementAccepted: true,
  };

  it('accepts a complete firm in business for 2 years', () => {
    expect(validateFirmInfo(valid, now)).toEqual({});
    expect(validateFirmInfo({ ...valid, inBusinessSince: '2024-11-24' }, now)).toEqual({});
  });

  it('keeps the firm in the service area, as the sign-up form does', () => {
    expect(validateFirmInfo({ ...valid, firmState: 'TX' }, now).firmState).toBe("Choose your firm's state.");
    expect(validateFirmInfo({ ...valid, firmState: 'ma' }, now).firmState).toBeUndefined();
  });

  it('names every missing or wrong field', () => {
    const errors = validateFirmInfo({ ...valid, firm: ' ', firmZip: '9810', firmState: 'Washington', inBusinessSince: '2024-11-25', brokerAgreementAccepted: false }, now);
    expect(errors).toEqual({
      firm: 'Enter the firm name.',
      firmZip: 'Use a 5-digit zip code.',
      firmState: "Choose your firm's state.",
      inBusinessSince: 'The firm must have been in business for at least 2 years.',
      brokerAgreementAccepted: 'Please accept the broker agreement.',
    });
  });
});

describe('payment display', () => {
  it('shows a card by brand and last 4 digits only', () => {
    expect(maskedCard('Visa', '4242')).toBe('Visa ending in 4242');
    expect(maskedCard(null, '4242424242424242')).toBe('Card ending in 4242');
  });

  it('formats cents as dollars', () => {
    expect(formatCents(4900)).toBe('$49.00');
  });
});
