import {
  firmFormProblems,
  isFutureDate,
  isLengthWithin,
  isPastDate,
  isWithinBookingWindow,
  isTextOnly,
  isValidBirthDate,
  isValidCardExpiry,
  isValidCardNumber,
  isValidCode,
  isValidEmail,
  isValidFirmStartDate,
  isValidPersonName,
  isValidSecurityCode,
  isValidZip,
  sanitizeCodeInput,
  validateNameAndEmail,
} from './validation';

const now = new Date(2026, 2, 4, 12);

describe('code entry', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizeCodeInput('12a3-4567')).toBe('123456');
    expect(isValidCode('123456')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('12345a')).toBe(false);
    expect(isValidCode('')).toBe(false);
  });
});

describe('name popup', () => {
  it('needs first and last name up to 20 and a valid email up to 50', () => {
    expect(validateNameAndEmail({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' }).valid).toBe(true);
    const bad = validateNameAndEmail({ firstName: ' ', lastName: 'x'.repeat(21), email: 'nope' });
    expect(bad.valid).toBe(false);
    expect(bad.invalid).toEqual({ firstName: true, lastName: true, email: true });
    expect(isValidEmail(`${'a'.repeat(39)}@example.com`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(38)}@example.com`)).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
  });
});

describe('helper checks', () => {
  it('names: at least 2 characters, no digits', () => {
    expect(isValidPersonName('Al')).toBe(true);
    expect(isValidPersonName('A')).toBe(false);
    expect(isValidPersonName('R2D2')).toBe(false);
  });
  it('card 16 digits, CVC 3, zip 5', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242424242424')).toBe(false);
    expect(isValidSecurityCode('123')).toBe(true);
    expect(isValidSecurityCode('1234')).toBe(false);
    expect(isValidZip('98004')).toBe(true);
    expect(isValidZip('9800')).toBe(false);
  });
  it('birth date after 1920-10-10 and at least 21 years ago', () => {
    expect(isValidBirthDate('1920-10-10', now)).toBe(false);
    expect(isValidBirthDate('1920-10-11', now)).toBe(true);
    expect(isValidBirthDate('2005-03-04', now)).toBe(true);
    expect(isValidBirthDate('2005-03-05', now)).toBe(false);
    expect(isValidBirthDate('not a date', now)).toBe(false);
    expect(isValidBirthDate('2001-02-30', now)).toBe(false);
  });
  it('firm start at least 2 years back', () => {
    expect(isValidFirmStartDate('2024-03-04', now)).toBe(true);
    expect(isValidFirmStartDate('2024-03-05', now)).toBe(false);
  });
  it('past and future dates', () => {
    expect(isPastDate('2026-03-03', now)).toBe(true);
    expect(isPastDate('2026-03-04', now)).toBe(false);
    expect(isFutureDate('2026-03-05', now)).toBe(true);
    expect(isFutureDate(new Date(2026, 2, 4), now)).toBe(false);
  });
  it('booking windows run from today through the days ahead, with one day of time-zone slack', () => {
    expect(isWithinBookingWindow('2026-03-03', now, 14)).toBe(false);
    expect(isWithinBookingWindow('2026-03-04', now, 14)).toBe(true);
    expect(isWithinBookingWindow('2026-03-19', now, 14)).toBe(true);
    expect(isWithinBookingWindow('2026-03-20', now, 14)).toBe(false);
    expect(isWithinBookingWindow('9999-03-10', now, 14)).toBe(false);
  });
  it('card expiry after today', () => {
    expect(isValidCardExpiry('03/26', now)).toBe(true);
    expect(isValidCardExpiry('02/26', now)).toBe(false);
    expect(isValidCardExpiry('12/2030', now)).toBe(true);
    expect(isValidCardExpiry('13/30', now)).toBe(false);
    expect(isValidCardExpiry('1230', now)).toBe(false);
  });
  it('text-only and length rules', () => {
    expect(isTextOnly('Mary Ann')).toBe(true);
    expect(isTextOnly('José')).toBe(true);
    expect(isTextOnly('Ann-Marie')).toBe(false);
    expect(isTextOnly('R2')).toBe(false);
    expect(isLengthWithin('abc', 2, 5)).toBe(true);
    expect(isLengthWithin('a', 2)).toBe(false);
  });
  it('firm form needs every field', () => {
    const form = {
      firm: 'Acme Realty', address: '1 Main St', city: 'Seattle', state: 'WA', zip: '98101',
      licenseNumber: 'L-1', inBusinessSince: '2010-01-01', brokerAgreementAccepted: true,
    };
    expect(firmFormProblems(form, now)).toEqual([]);
    expect(firmFormProblems({ ...form, firm: ' ', zip: '1', brokerAgreementAccepted: false }, now)).toEqual(['firm', 'zip', 'brokerAgreementAccepted']);
  });
});
