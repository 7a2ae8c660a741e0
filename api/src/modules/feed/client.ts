import type { FeedConfig } from './config';
import type { ResoProperty } from './reso';

/** An answer of the source that is not a page of records. */
export class FeedHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export interface FeedPage {
  records: ResoProperty[];
  nextLink: string | null;
}

export interface Backoff {
  status: number | null;
  waitMs: number;
  attempt: number;
  reason: string;
}

export interface ClientOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** Told of every wait before a retry (429/503, a network error). */
  onBackoff?: (backoff: Backoff) => void | Promise<void>;
  /** Attempts per request before the pull gives up until the next interval. */
  maxAttempts?: number;
}

/** Retry-After in seconds or as an HTTP date, in ms from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const RETRYABLE = new Set([429, 502, 503, 504]);

/**
 * A RESO Web API client: OAuth2 client credentials (the token kept until it expires, fetched again
 * on a 401), and pages of Property records with their Media and OpenHouse. A 429 or 503 waits as
 * long as Retry-After says (or backs off exponentially without one) and tries again.
 */
export class ResoClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly config: FeedConfig,
    private readonly options: ClientOptions = {},
  ) {
    this.fetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** The first page of changes after the checkpoint (every record when there is none), oldest first. */
  firstPageUrl(checkpoint: { ts: string; key: string } | null): string {
    const params = new URLSearchParams();
    if (checkpoint) {
      const key = checkpoint.key.replace(/'/g, "''");
      params.set('$filter', `ModificationTimestamp gt ${checkpoint.ts} or (ModificationTimestamp eq ${checkpoint.ts} and ListingKey gt '${key}')`);
    }
    params.set('$orderby', 'ModificationTimestamp,ListingKey');
    params.set('$top', String(this.config.pageSize));
    params.set('$expand', 'Media,OpenHouse');
    return `${this.config.url}/Property?${params.toString()}`;
  }

  async page(url: string): Promise<FeedPage> {
    const body = (await this.request(url)) as { value?: unknown; '@odata.nextLink'?: unknown };
    if (!Array.isArray(body.value)) throw new FeedHttpError(200, 'The source answered without a value array');
    const nextLink = typeof body['@odata.nextLink'] === 'string' ? body['@odata.nextLink'] : null;
    return { records: body.value as ResoProperty[], nextLink };
  }

  private async request(url: string): Promise<unknown> {
    const maxAttempts = this.options.maxAttempts ?? 8;
    let refreshed = false;
    for (let attempt = 1; ; attempt++) {
      let status: number | null = null;
      let wait: number | null = null;
      let reason: string;
      try {
        const response = await this.fetch(url, { headers: { authorization: `Bearer ${await this.accessToken()}`, accept: 'application/json' } });
        if (response.ok) return await response.json();
        status = response.status;
        await response.body?.cancel();
        if (status === 401 && !refreshed) {
          refreshed = true;
          this.token = null;
          attempt -= 1;
          continue;
        }
        if (!RETRYABLE.has(status)) throw new FeedHttpError(status, `The source answered ${status} to ${new URL(url).pathname}`);
        wait = retryAfterMs(response.headers.get('retry-after'));
        reason = `HTTP ${status}`;
      } catch (error) {
        if (error instanceof FeedHttpError && !RETRYABLE.has(error.status)) throw error;
        if (error instanceof FeedHttpError) {
          status = error.status;
          wait = error.retryAfterMs;
        }
        reason = error instanceof Error ? error.message : String(error);
      }
      if (attempt >= maxAttempts) throw new FeedHttpError(status ?? 0, `The source did not answer after ${attempt} attempts (${reason})`);
      const waitMs = Math.min(this.config.maxBackoffMs, wait ?? 500 * 2 ** (attempt - 1));
      await this.options.onBackoff?.({ status, waitMs, attempt, reason });
      await this.sleep(waitMs);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    if (!this.config.tokenUrl) throw new FeedHttpError(0, 'FEED_TOKEN_URL is not set');
    const response = await this.fetch(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: this.config.clientId, client_secret: this.config.clientSecret }).toString(),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedHttpError(response.status, `The token endpoint refused the client credentials (${response.status})`, retryAfterMs(response.headers.get('retry-after')));
    }
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new FeedHttpError(response.status, 'The token endpoint answered without an access_token');
    this.token = { value: body.access_token, expiresAt: Date.now() + (Number(body.expires_in) || 3600) * 1000 };
    return this.token.value;
  }
}
