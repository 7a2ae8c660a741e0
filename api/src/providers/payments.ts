import { randomToken } from '../security/crypto';

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
  billingZip: string;
}

export interface ChargeRequest {
  amountCents: number;
  currency: string;
  description: string;
  card: CardDetails;
  /** Same key, same charge: lets a retried request not pay twice. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reason: string }
  | { status: 'failed'; reason: string };

/** Card payment provider (spec 1: the agent flow ends in a card payment). */
export interface PaymentProvider {
  readonly kind: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(reference: string): Promise<void>;
}

/** Test card numbers of the local provider, following the common card-network test conventions. */
export const TEST_CARDS = {
  declined: '4000000000000002',
  processingError: '4000000000000119',
  success: '4242424242424242',
} as const;

/** Offline provider: 4000000000000002 is declined, 4000000000000119 fails, every other card succeeds. */
export class LocalTestPaymentProvider implements PaymentProvider {
  readonly kind = 'local';
  private readonly charges = new Map<string, ChargeResult>();

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const previous = this.charges.get(request.idempotencyKey);
    if (previous) return previous;
    const number = request.card.number.replace(/[\s-]/g, '');
    const result: ChargeResult =
      number === TEST_CARDS.declined
        ? { status: 'declined', reason: 'card_declined' }
        : number === TEST_CARDS.processingError
          ? { status: 'failed', reason: 'processing_error' }
          : { status: 'succeeded', reference: `local_${randomToken(12)}` };
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  async refund(): Promise<void> {
    // Nothing leaves this process, so there is nothing to give back.
  }
}
