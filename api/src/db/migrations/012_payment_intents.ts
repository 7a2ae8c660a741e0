/**
 * Payments through PaymentIntents. A payment row is written when its intent is created and moved on
 * only by the processor's signed webhook; one intent is one row. An application waits for its fee as
 * 'AwaitingPayment', and an applicant has at most one such application, so two sign-ups sent at once
 * land on the same application and therefore on the same intent and the same charge.
 */
export const statements: readonly string[] = [
  `ALTER TABLE payments ADD COLUMN failure_code text`,
  `CREATE UNIQUE INDEX payments_provider_reference_idx ON payments (provider, provider_reference)`,
  `CREATE UNIQUE INDEX agent_applications_awaiting_payment_idx ON agent_applications (user_id) WHERE status = 'AwaitingPayment'`,
];
