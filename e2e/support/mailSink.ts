// A local mail server for the browser tests: the site under test sends its email over SMTP to it
// (PORT+17), and the tests read what arrived over HTTP on the loopback address (PORT+18). It keeps
// messages in memory only; it is never part of `npm start`, whose default is the database outbox.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const MAIL_SINK_SMTP_PORT = Number(process.env.PORT ?? 8080) + 17;
export const MAIL_SINK_HTTP_PORT = Number(process.env.PORT ?? 8080) + 18;

export interface SinkMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Headers as sent, lower-case names. */
  headers: Record<string, string>;
  receivedAt: string;
}

const KEEP = 5000;

export async function startMailSink(): Promise<{ smtpUrl: string; close(): Promise<void> }> {
  const received: SinkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.unshift({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.key.length + 1).trim()])),
            receivedAt: new Date().toISOString(),
          });
          received.length = Math.min(received.length, KEEP);
          callback();
        })
        .catch(callback);
    },
  });
  const reader = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to')?.toLowerCase();
    if (url.pathname !== '/messages' || !to) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.filter((m) => m.to.includes(to))));
  });
  await new Promise<void>((resolve) => smtp.listen(MAIL_SINK_SMTP_PORT, '127.0.0.1', () => resolve()));
  await new Promise<void>((resolve) => reader.listen(MAIL_SINK_HTTP_PORT, '127.0.0.1', () => resolve()));
  return {
    smtpUrl: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
    close: async () => {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
      await new Promise((resolve) => reader.close(() => resolve(undefined)));
    },
  };
}
