/** Billing details the provider takes with the card. */
export interface BillingDetails {
  name: string;
  zip: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** The fee's payment as the API created it: the browser confirms it with the provider. */
export interface PaymentToConfirm {
  intentId: string;
  clientSecret: string;
}

export type Refusal = { ok: false; message: string; field?: CardField };

/** `redirected`: the bank's 3-D Secure page takes over; the provider sends the payer back to `returnUrl`. */
export type ConfirmResult = { ok: true } | { ok: 'redirected' } | Refusal;

/** The provider's card component, seen from the form: the card stays inside it and goes only to the provider. */
export interface CardFieldsHandle {
  /** Checks what was typed before anything is sent anywhere. */
  check(): Promise<{ ok: true } | Refusal>;
  confirm(payment: PaymentToConfirm, billing: BillingDetails, returnUrl: string): Promise<ConfirmResult>;
  focus(): void;
}
