import { CARD_DECLINED_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from './messages';

/**
 * What a payer reads when the card processor refuses a payment, keyed by the processor's error code
 * or decline code (Stripe's names). Declines the spec words (spec 8, agent signup) keep its message;
 * the ones a payer can act on say what to do. Lost, stolen and fraud declines stay generic on
 * purpose: telling a card thief why would help the thief.
 */
const SPECIFIC: Record<string, string> = {
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
  expired_card: 'Your card has expired. Please use a different card.',
  incorrect_cvc: "Your card's security code is incorrect. Check it and try again.",
  invalid_cvc: "Your card's security code is incorrect. Check it and try again.",
  incorrect_number: 'Your card number is incorrect. Check it and try again.',
  invalid_number: 'Your card number is incorrect. Check it and try again.',
  invalid_expiry_month: "Your card's expiry date is incorrect. Check it and try again.",
  invalid_expiry_year: "Your card's expiry date is incorrect. Check it and try again.",
  incorrect_zip: 'Your billing zip does not match your card. Check it and try again.',
  processing_error: 'We could not process your card just now. Please try again in a few minutes.',
  issuer_not_available: 'Your bank could not be reached just now. Please try again in a few minutes.',
  try_again_later: 'Your bank could not be reached just now. Please try again in a few minutes.',
  card_velocity_exceeded: 'Your card has reached its spending limit. Please use a different card.',
  withdrawal_count_limit_exceeded: 'Your card has reached its spending limit. Please use a different card.',
  currency_not_supported: 'Your card cannot be charged in US dollars. Please use a different card.',
  card_not_supported: 'Your card does not support this kind of payment. Please use a different card.',
  authentication_required: 'Your bank asks you to confirm this payment. Please try again and complete the check.',
  payment_intent_authentication_failure: 'Your bank could not confirm this payment. Please try again or use a different card.',
};

/** Codes that mean the card was refused without a reason the payer can act on: the spec's decline message. */
const DECLINED = new Set([
  'card_declined',
  'generic_decline',
  'do_not_honor',
  'do_not_try_again',
  'lost_card',
  'stolen_card',
  'pickup_card',
  'restricted_card',
  'fraudulent',
  'merchant_blacklist',
  'security_violation',
  'transaction_not_allowed',
  'call_issuer',
  'no_action_taken',
  'not_permitted',
  'revocation_of_authorization',
  'service_not_allowed',
  'stop_payment_order',
  'testmode_decline',
  'invalid_account',
  'new_account_information_available',
  'reenter_transaction',
]);

/**
 * The message for a refused payment. The decline code, when the processor gives one, is the more
 * precise of the two; an unknown decline is still a decline; anything else is a failure on our side.
 */
export function paymentErrorMessage(code: string | null | undefined, declineCode?: string | null): string {
  for (const candidate of [declineCode, code]) {
    if (!candidate) continue;
    if (SPECIFIC[candidate]) return SPECIFIC[candidate];
    if (DECLINED.has(candidate)) return CARD_DECLINED_MESSAGE;
  }
  return declineCode ? CARD_DECLINED_MESSAGE : SOMETHING_WENT_WRONG_MESSAGE;
}
