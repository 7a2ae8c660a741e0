import {
  isValidCardExpiry,
  isValidCardNumber,
  isValidFirmStartDate,
  isValidSecurityCode,
  isWithinBookingWindow,
  sanitizeCodeInput,
} from './validation';

const now = new Date(2026, 2, 4, 12);

describe('code entry', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizeCodeInput('12a3-4567')).toBe('123456');
    expect(sanitizeCodeInput('')).toBe('');
  });
});

describe('helper checks', () => {
  it('card 16 digits, CVC 3', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242424242424')).toBe(false);
    expect(isValidSecurityCode('123')).toBe(true);
    expect(isValidSecurityCode('1234')).toBe(false);
  });
  it('firm start at least 2 years back', () => {
    expect(isValidFirmStartDate('2024-03-04', now)).toBe(true);
    expect(isValidFirmStartDate('2024-03-05', now)).toBe(false);
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
});
