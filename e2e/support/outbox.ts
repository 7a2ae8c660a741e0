// The development outbox: texts and emails the local providers "sent". Every browser test reads
// codes and links through these two functions, so where the outbox is reachable is decided here.
import { expect, type APIRequestContext } from '@playwright/test';

const HEADERS = { 'X-Client-Token': 'homeward-web', Accept: 'application/json' } as const;

export interface OutboxSms {
  code: string | null;
  body?: string;
}

export interface OutboxEmail {
  subject: string;
  body: string;
  link: string | null;
}

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: HEADERS });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Texts sent to a phone (digits only), newest first. */
export async function outboxSms(request: APIRequestContext, phone: string): Promise<OutboxSms[]> {
  return (await read<{ messages: OutboxSms[] }>(request, `/api/v2/dev/sms?phone=${encodeURIComponent(phone)}`)).messages;
}

/** Emails sent to an address, newest first. */
export async function outboxEmails(request: APIRequestContext, email: string): Promise<OutboxEmail[]> {
  return (await read<{ messages: OutboxEmail[] }>(request, `/api/v2/dev/email?email=${encodeURIComponent(email)}`)).messages;
}
