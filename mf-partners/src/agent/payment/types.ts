/** Billing details the provider takes with the card. */
export interface BillingDetails {
  name: string;
  zip: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export type TokenResult = { ok: true; token: string } | { ok: false; message: string; field?: CardField };

/** The provider's card component, seen from the form: it turns what was typed into a token. */
export interface CardFieldsHandle {
  tokenize(billing: BillingDetails): Promise<TokenResult>;
  focus(): void;
}
