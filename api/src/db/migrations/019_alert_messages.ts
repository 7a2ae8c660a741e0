/**
 * An alert's message is written after the alert, by its own step: matching records the alerts
 * (`message_pending` for those told at once) and the sender turns them into messages in batches, so
 * a burst of market changes is matched without waiting for thousands of emails to be written.
 * `old_price` keeps what a saved home cost before a price cut, for the message that tells of it.
 */
export const sql = `
ALTER TABLE alerts ADD COLUMN message_pending boolean NOT NULL DEFAULT false;
ALTER TABLE alerts ADD COLUMN old_price integer;
CREATE INDEX alerts_message_idx ON alerts (id) WHERE message_pending
`;
