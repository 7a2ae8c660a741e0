// A local OpenID Connect provider for development and tests, serving both of the site's identity
// providers from one port (http://localhost:8095/provider-1 and /provider-2) on oidc-provider.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import {
  LOCAL_CLIENT_ID,
  PROVIDER_NUMBERS,
  authClientConfig,
  localIdpOptionsFromEnv,
  localIssuer,
  type LocalIdpOptions,
  type ProviderNumber,
} from './config';
import { errorPage, signInPage, type TestPerson } from './signInPage';

const LABELS: Record<ProviderNumber, string> = { 1: 'Microsoft', 2: 'Google' };
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_FORM_BYTES = 8 * 1024;

/** People who signed in, by subject; the subject is derived from the email, so it is stable. */
type People = Map<string, TestPerson>;

function subjectOf(n: ProviderNumber, email: string): string {
  return `p${n}-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;
}

async function signingKey() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
}

async function createProvider(n: ProviderNumber, publicUrl: string, siteOrigins: string[], people: People): Promise<Provider> {
  const issuer = localIssuer(publicUrl, n);
  const mountPath = new URL(issuer).pathname;
  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_name: 'Homeward',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: siteOrigins.map((origin) => `${origin}/auth/callback`),
      },
    ],
    jwks: { keys: [await signingKey()] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The site reads the person's name and email from the ID token, as it does with real providers.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    // Refresh tokens without the consent prompt that offline_access would ask for: a test user
    // has nothing to consent to, and the session refresh of spec 7 needs them.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin) => siteOrigins.includes(origin),
    ttl: { AccessToken: 3600, IdToken: 3600, AuthorizationCode: 60, Interaction: 600, Session: 86_400, Grant: 86_400, RefreshToken: 14 * 86_400 },
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: true,
          given_name: person.firstName,
          family_name: person.lastName,
          name: `${person.firstName} ${person.lastName}`.trim(),
        }),
      };
    },
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error ?? 'The sign-in request was not valid.');
    },
  };
  return new Provider(issuer, configuration);
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('Form too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

async function handleInteraction(n: ProviderNumber, provider: Provider, people: People, siteOrigins: string[], req: IncomingMessage, res: ServerResponse, rest: string) {
  const [uid, action] = rest.split('/');
  const base = `${new URL(provider.issuer).pathname}/interaction/${encodeURIComponent(uid)}`;
  const csp = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigins.join(' ')}; frame-ancestors 'none'`;
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return send(res, 400, 'text/html; charset=utf-8', errorPage('This sign-in page has expired. Please start again from the site.'));
  const page = (extra: { error?: string; values?: Partial<TestPerson> } = {}) =>
    send(
      res,
      extra.error ? 400 : 200,
      'text/html; charset=utf-8',
      signInPage({ providerLabel: LABELS[n], clientName: 'Homeward', action: base, abortAction: `${base}/abort`, ...extra }),
      { 'content-security-policy': csp },
    );

  if (req.method === 'GET' && !action) return page();
  if (req.method === 'POST' && action === 'abort') {
    return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person cancelled the sign-in.' }, { mergeWithLastSubmission: false });
  }
  if (req.method === 'POST' && !action) {
    const form = await readForm(req);
    const person = { email: text(form.get('email'), 100).toLowerCase(), firstName: text(form.get('firstName'), 40), lastName: text(form.get('lastName'), 40) };
    if (!EMAIL.test(person.email)) return page({ error: 'Enter a valid email address.', values: person });
    const accountId = subjectOf(n, person.email);
    people.set(accountId, person);
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }
  return send(res, 405, 'text/plain', 'Method not allowed');
}

export interface RunningIdp {
  /** Public origin, e.g. http://localhost:8095. */
  url: string;
  issuers: Record<ProviderNumber, string>;
  close(): Promise<void>;
}

/**
 * Starts the local identity provider. `npm start` and the tests use it unless real providers are
 * configured (IDENTITY_{1,2}_ISSUER). Also answers GET /auth-config.json for the browser.
 */
export async function startLocalIdp(options: LocalIdpOptions = {}): Promise<RunningIdp> {
  const defaults = localIdpOptionsFromEnv();
  const port = options.port ?? defaults.port;
  const host = options.host ?? defaults.host;
  const publicUrl = (options.publicUrl ?? (options.port ? `http://localhost:${port}` : defaults.publicUrl)).replace(/\/$/, '');
  const siteOrigins = options.siteOrigins ?? defaults.siteOrigins;
  const people: People = new Map();
  const providers = new Map<ProviderNumber, Provider>();
  for (const n of PROVIDER_NUMBERS) providers.set(n, await createProvider(n, publicUrl, siteOrigins, people));
  const handlers = new Map([...providers].map(([n, provider]) => [n, provider.callback()]));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', publicUrl);
    if (url.pathname === '/auth-config.json' && req.method === 'GET') {
      return send(res, 200, 'application/json', JSON.stringify(authClientConfig()), { 'access-control-allow-origin': '*' });
    }
    const match = /^\/provider-([12])(\/.*)?$/.exec(url.pathname);
    if (!match) return send(res, 404, 'text/plain', 'Not found');
    const n = Number(match[1]) as ProviderNumber;
    const rest = match[2] ?? '/';
    const provider = providers.get(n)!;
    if (rest.startsWith('/interaction/')) {
      handleInteraction(n, provider, people, siteOrigins, req, res, rest.slice('/interaction/'.length)).catch((error: unknown) => {
        console.error('local identity provider:', error);
        if (!res.headersSent) send(res, 400, 'text/html; charset=utf-8', errorPage('This sign-in page has expired. Please start again from the site.'));
      });
      return;
    }
    // oidc-provider works out its mount path from originalUrl minus url.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = `${rest}${url.search}`;
    handlers.get(n)!(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: publicUrl.replace(`:${port}`, `:${actualPort}`),
    issuers: { 1: localIssuer(publicUrl, 1), 2: localIssuer(publicUrl, 2) },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
