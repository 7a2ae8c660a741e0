// The browser protections of every page the shell's origin serves, built in one place from the
// site's configuration: the origins the page may load code from (the shell and the slice origins
// of remotes.json), call (the API, the identity and payment providers, the map) and frame.

import { SHELL_START_SCRIPT_SOURCE } from './shellStart';

/**
 * Slices' CSS Modules are injected as <style> elements at run time (style-loader), so style-src
 * must allow inline styles for now. Once styles are extracted into files, set this to false and
 * style-src becomes origin-only like script-src.
 */
export const INLINE_STYLES_WHILE_STYLE_LOADER = true;

/** Google Maps (only when a maps key is configured), per Google's published CSP guidance. */
const GOOGLE_MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  frame: ['https://*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

/** Stripe.js and its Payment Element (only when configured), as Stripe's CSP guidance lists them. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

export interface SecurityPolicyOptions {
  /** Origins (or URLs) the slices are served from: remotes.json entries. */
  sliceOrigins: string[];
  /** The API's public origin when it is not the shell's own (it is proxied under /api by default). */
  apiOrigins?: string[];
  /** Identity providers the browser talks to (PKCE token exchange, profile images). */
  identityOrigins?: string[];
  /** Payment providers the browser calls or frames (the local test provider, Stripe's hosts). */
  paymentOrigins?: string[];
  /** An S3-compatible file store (UPLOADS_PROVIDER=s3): the browser PUTs images to it and shows them from it. */
  uploadOrigins?: string[];
  /** Stripe.js is loaded. */
  stripe?: boolean;
  /** Google Maps is loaded (a maps key is configured). */
  googleMaps?: boolean;
  /** Keep inline styles allowed (see INLINE_STYLES_WHILE_STYLE_LOADER). */
  inlineStyles?: boolean;
  /** Pages that other sites may frame (the partner widgets); the rest may be framed by no one. */
  embeddable?: boolean;
  /** The page was served over TLS: send HSTS and upgrade stray http requests. */
  secure?: boolean;
}

/** `https://cdn.example.com/mf-search/1.0.0/remoteEntry.js` → `https://cdn.example.com`; anything unparsable is dropped. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

const unique = (values: Array<string | null | undefined>) => [...new Set(values.filter((v): v is string => !!v))];

/** The Content-Security-Policy header value. */
export function buildContentSecurityPolicy(options: SecurityPolicyOptions): string {
  const slices = unique(options.sliceOrigins.map(originOf));
  const api = unique((options.apiOrigins ?? []).map(originOf));
  const identity = unique((options.identityOrigins ?? []).map(originOf));
  const payments = unique((options.paymentOrigins ?? []).map(originOf));
  const uploads = unique((options.uploadOrigins ?? []).map(originOf));
  const maps = options.googleMaps ? GOOGLE_MAPS : null;
  const stripe = options.stripe ? STRIPE : null;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // The shell's start script, the one inline script a page runs, by its hash.
    ['script-src', unique(["'self'", SHELL_START_SCRIPT_SOURCE, ...slices, ...(maps?.script ?? []), ...(stripe?.script ?? [])])],
    ['style-src', unique(["'self'", ...slices, ...(options.inlineStyles ?? INLINE_STYLES_WHILE_STYLE_LOADER ? ["'unsafe-inline'"] : []), ...(maps?.style ?? [])])],
    // Listing images come from the API; profile pictures from the identity providers (https only); the map draws on data:/blob: images.
    ['img-src', unique(["'self'", 'data:', 'blob:', ...slices, ...identity.filter((o) => o.startsWith('https:')), ...uploads, ...(maps?.img ?? [])])],
    ['font-src', unique(["'self'", 'data:', ...slices, ...(maps?.font ?? [])])],
    ['connect-src', unique(["'self'", ...slices, ...api, ...identity, ...payments, ...uploads, ...(maps?.connect ?? []), ...(stripe?.connect ?? [])])],
    // The map renders in web workers started from blobs that import the worker module shipped with the search slice.
    ['worker-src', unique(["'self'", 'blob:', ...slices])],
    ['child-src', ["'self'", 'blob:']],
    ['frame-src', unique(["'self'", ...payments, ...(maps?.frame ?? []), ...(stripe?.frame ?? [])])],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Social sign-in leaves for the identity provider by navigation, which form-action does not restrict.
    ['form-action', unique(["'self'", ...identity])],
    ['frame-ancestors', options.embeddable ? ['*'] : ["'none'"]],
  ];
  if (options.secure) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name)).join('; ');
}

/** Every security header of a page (and of every other answer of the shell's origin). */
export function securityHeaders(options: SecurityPolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': buildContentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Geolocation is ours ("homes near me"); payment for the card form; nothing else.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  if (!options.embeddable) headers['x-frame-options'] = 'DENY';
  if (options.secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The protections of an answer that is not a page (scripts, styles, data, tiles): nothing in it may
 * load or be framed, as for an API. A page's whole policy is about 1.6 KB and would otherwise ride
 * on every script and data answer; a browser applies it only to documents (and workers, none of
 * which this origin serves).
 */
export function resourceSecurityHeaders(options: Pick<SecurityPolicyOptions, 'secure'>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  if (options.secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Paths of pages partner sites embed in an iframe. */
export const EMBEDDABLE_PATHS = /^\/(widget1|widget2|widget3)(\/|$)/i;

/**
 * Whether a path reaches the API's development routes however it is spelled (case, encoding,
 * doubled slashes, dot segments): those are never served through the public origin.
 */
export function isDevApiPath(rawUrl: string): boolean {
  let pathname = rawUrl.split('?')[0] ?? '';
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(pathname);
      if (decoded === pathname) break;
      pathname = decoded;
    } catch {
      break;
    }
  }
  const normalised = new URL(pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/'), 'http://x').pathname.toLowerCase();
  return /^\/api\/(v\d+\/)?dev(\/|$)/.test(normalised);
}

/**
 * Whether an answer travels over TLS. The shell's server speaks plain HTTP behind whatever ends
 * TLS in front of it, so besides a TLS socket it takes the site's public address: a site whose
 * PUBLIC_WEB_URL is https is served over TLS, and every answer carries HSTS.
 */
export function servedOverTls(protocol: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return protocol === 'https' || /^https:\/\//i.test(env.PUBLIC_WEB_URL ?? '');
}
