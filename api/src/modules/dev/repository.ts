import type { Queryable } from '../../db/db';

/** The latest texts sent to a number (E.164), newest first. */
export async function textsTo(db: Queryable, phone: string, limit: number) {
  const { rows } = await db.query<{ phone: string; body: string; created_at: Date }>('SELECT phone, body, created_at FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT $2', [phone, limit]);
  return rows;
}

/** The latest emails sent to an address (any case), newest first. */
export async function emailsTo(db: Queryable, email: string, limit: number) {
  const { rows } = await db.query<{ recipient: string; subject: string; body: string; link: string | null; created_at: Date }>(
    'SELECT recipient, subject, body, link, created_at FROM email_outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2',
    [email, limit],
  );
  return rows;
}
