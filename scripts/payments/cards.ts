// Card rules of the local test provider, following the common card-network test conventions.

/** Test card numbers: one succeeds, one is declined, one fails with a processing error. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  processingError: '4000000000000119',
} as const;

export type CardOutcome = 'succeeds' | 'declined' | 'processing_error';

export function cardOutcome(number: string): CardOutcome {
  if (number === TEST_CARDS.declined) return 'declined';
  if (number === TEST_CARDS.processingError) return 'processing_error';
  return 'succeeds';
}

/** Luhn checksum, as every card network's numbers follow it. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand names processors report. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Unknown';
}
