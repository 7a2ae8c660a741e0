// Card rules of the local test provider, following Stripe's test-mode card numbers.

/** Test card numbers: what each one does when a payment is confirmed with it. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  lostCard: '4000000000009987',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
  /** The bank asks for 3-D Secure on every payment. */
  threeDSecure: '4000002760003184',
} as const;

/** What confirming with a card does: succeed, ask the bank's 3-D Secure check, or fail with Stripe's error. */
export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'authenticate' }
  | { kind: 'fails'; code: string; declineCode?: string; message: string };

const DECLINED = "Your card was declined.";

export function cardOutcome(number: string): CardOutcome {
  switch (number) {
    case TEST_CARDS.declined:
      return { kind: 'fails', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED };
    case TEST_CARDS.insufficientFunds:
      return { kind: 'fails', code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    case TEST_CARDS.lostCard:
      return { kind: 'fails', code: 'card_declined', declineCode: 'lost_card', message: DECLINED };
    case TEST_CARDS.expired:
      return { kind: 'fails', code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' };
    case TEST_CARDS.incorrectCvc:
      return { kind: 'fails', code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." };
    case TEST_CARDS.processingError:
      return { kind: 'fails', code: 'processing_error', declineCode: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' };
    case TEST_CARDS.threeDSecure:
      return { kind: 'authenticate' };
    default:
      return { kind: 'succeeds' };
  }
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

/** The brand names Stripe reports (payment_method.card.brand). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}
