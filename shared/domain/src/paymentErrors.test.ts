import { CARD_DECLINED_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from './messages';
import { paymentErrorMessage } from './paymentErrors';

describe('paymentErrorMessage', () => {
  it("gives the spec's decline message for a plain decline and for lost or stolen cards", () => {
    expect(paymentErrorMessage('card_declined', 'generic_decline')).toBe(CARD_DECLINED_MESSAGE);
    expect(paymentErrorMessage('card_declined', 'stolen_card')).toBe(CARD_DECLINED_MESSAGE);
    expect(paymentErrorMessage('card_declined', 'lost_card')).toBe(CARD_DECLINED_MESSAGE);
    expect(paymentErrorMessage('card_declined')).toBe(CARD_DECLINED_MESSAGE);
  });

  it('says what to do when the payer can act on the reason', () => {
    expect(paymentErrorMessage('card_declined', 'insufficient_funds')).toBe('Your card has insufficient funds. Please use a different card.');
    expect(paymentErrorMessage('expired_card')).toBe('Your card has expired. Please use a different card.');
    expect(paymentErrorMessage('incorrect_cvc')).toMatch(/security code is incorrect/);
    expect(paymentErrorMessage('payment_intent_authentication_failure')).toBe('Your bank could not confirm this payment. Please try again or use a different card.');
  });

  it('treats an unknown decline code as a decline and an unknown error as ours', () => {
    expect(paymentErrorMessage('card_declined', 'some_future_code')).toBe(CARD_DECLINED_MESSAGE);
    expect(paymentErrorMessage('api_connection_error')).toBe(SOMETHING_WENT_WRONG_MESSAGE);
    expect(paymentErrorMessage(null)).toBe(SOMETHING_WENT_WRONG_MESSAGE);
  });
});
