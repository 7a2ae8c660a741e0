import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived over SMTP: the envelope, and the parsed headers and bodies. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuse` makes it answer
 * every recipient with a temporary failure (451), as a server that is down for a while would.
 */
export class LocalMailbox {
  readonly received: ReceivedMail[] = [];
  refuse = false;
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (this.refuse) {
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.received.push({
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                parsed,
                raw,
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.envelopeTo.includes(address));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A stand-in for Twilio's Messages API: keeps each POST (its auth and form fields) and answers as
 * Twilio does, and lists the messages it accepted (GET, newest first, filtered by To and From).
 * `nextAnswers` makes the next POSTs go wrong: 'lost' accepts the message and drops the connection
 * before answering (as when the network breaks after Twilio took it); 'held' accepts it and never
 * answers, telling `onHeld` (a test kills the sender then); 'refused' answers 500 without keeping it.
 */
export class FakeTwilio {
  readonly requests: Array<{ path: string; authorization: string; form: Record<string, string> }> = [];
  readonly lookups: string[] = [];
  nextAnswers: Array<'lost' | 'held' | 'refused'> = [];
  onHeld: () => void = () => undefined;
  private readonly accepted: Array<{ sid: string; status: string; to: string; from: string; body: string; date_created: string }> = [];
  private server: Server;
  private counter = 0;
  url = '';

  constructor() {
    this.server = createServer((request: IncomingMessage, response) => {
      if (request.method === 'GET') {
        const query = new URL(request.url ?? '/', 'http://twilio.test').searchParams;
        this.lookups.push(request.url ?? '');
        const messages = this.accepted.filter((m) => m.to === query.get('To') && (!query.get('From') || m.from === query.get('From'))).reverse();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ messages, page: 0, page_size: Number(query.get('PageSize') ?? 50) }));
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        this.requests.push({ path: request.url ?? '', authorization: request.headers.authorization ?? '', form });
        const answer = this.nextAnswers.shift();
        if (answer === 'refused') {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ code: 20500, message: 'Internal Server Error' }));
          return;
        }
        this.counter += 1;
        const message = { sid: `SM${String(this.counter).padStart(32, '0')}`, status: 'queued', to: form.To ?? '', from: form.From ?? '', body: form.Body ?? '', date_created: new Date().toUTCString() };
        this.accepted.push(message);
        if (answer === 'lost') {
          request.socket.destroy();
          return;
        }
        if (answer === 'held') {
          this.onHeld();
          return;
        }
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify(message));
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
