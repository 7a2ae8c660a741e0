// What the site sent: texts from the development outbox, emails from the tests' local mail server.
// Every browser test reads codes and links through these functions, so where they are read is decided here.
//
// The outbox is not part of the public site (the shell's proxy refuses /api/v2/dev/*): it is read
// from the API's loopback address with the secret the running API wrote into the data folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { MAIL_SINK_HTTP_PORT, type SinkMail } from './mailSink';

const HEADERS = { 'X-Client-Token': 'homeward-web', Accept: 'application/json' } as const;
const DATA_DIR = process.env.HOMEWARD_DATA_DIR ?? path.join(__dirname, '../../.data');
const OUTBOX_FILE = process.env.DEV_OUTBOX_FILE || path.join(DATA_DIR, 'dev-outbox.json');

/** Where the running API's outbox is and its per-start secret (read on every call: the API may have restarted). */
export function outboxAccess(): { url: string; secret: string } {
  let text: string;
  try {
    text = readFileSync(OUTBOX_FILE, 'utf8');
  } catch {
    throw new Error(`${OUTBOX_FILE} is missing: the site's API writes it when it starts with the development outbox`);
  }
  return JSON.parse(text) as { url: string; secret: string };
}

export interface OutboxSms {
  code: string | null;
  body?: string;
}

export interface OutboxEmail {
  subject: string;
  body: string;
  link: string | null;
}

async function read<T>(request: APIRequestContext, route: string): Promise<T> {
  const access = outboxAccess();
  const response = await request.get(`${access.url}${route}`, { headers: { ...HEADERS, 'X-Dev-Secret': access.secret } });
  expect(response.ok(), `${route} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Texts sent to a phone (digits only), newest first. */
export async function outboxSms(request: APIRequestContext, phone: string): Promise<OutboxSms[]> {
  return (await read<{ messages: OutboxSms[] }>(request, `/api/v2/dev/sms?phone=${encodeURIComponent(phone)}`)).messages;
}

/**
 * The codes texted to a phone, newest first. Other texts (a manager's decision on an application,
 * say) go to the same phone, some of them queued: a test waits for codes, not for any text.
 */
export async function textedCodes(request: APIRequestContext, phone: string): Promise<string[]> {
  return (await outboxSms(request, phone)).map((m) => m.code).filter((c): c is string => Boolean(c));
}

/** Emails that arrived for an address at the tests' local mail server (support/mailSink.ts), newest first, as sent over SMTP. */
export async function mailbox(request: APIRequestContext, email: string): Promise<SinkMail[]> {
  const response = await request.get(`http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok(), `the mail sink answered ${response.status()}`).toBe(true);
  return (await response.json()) as SinkMail[];
}

/** The action link of a message: the first address in its text that is not the unsubscribe link. */
const actionLink = (text: string): string | null => text.match(/https?:\/\/[^\s>]+/g)?.find((url) => !url.includes('/messages/unsubscribe')) ?? null;

/** Emails sent to an address, newest first (read from the mail server the site sends to). */
export async function outboxEmails(request: APIRequestContext, email: string): Promise<OutboxEmail[]> {
  return (await mailbox(request, email)).map((m) => ({ subject: m.subject, body: m.text, link: actionLink(m.text) }));
}
