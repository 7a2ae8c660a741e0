import { BehaviorSubject } from 'rxjs';
import type { z } from 'zod/mini';
import { authFailureAction } from '@homeward/domain';
import { session } from './session';

/** The public token that identifies this web client to the API (spec 6: sent on every call). */
export const CLIENT_TOKEN = 'homeward-web';
export const API_BASE = '/api/v2';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Spec 6: after a failed refresh, endpoints in the login-required areas log the user out and send
 * them to /login; anything else only loses its tokens. The table is `authFailureAction` of the domain.
 */
export function isProtectedEndpoint(path: string, method = 'GET'): boolean {
  return authFailureAction(path, method) === 'redirect-to-login';
}

/** A query string's values; empty ones are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined | null>;

export type AuthErrorListener = (error: ApiError, info: { path: string; protectedEndpoint: boolean }) => void;

export interface RequestOptions<S extends z.ZodMiniType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryValues;
  body?: unknown;
  /** Parses `data` of the success envelope. Without it the raw `data` is returned. */
  schema?: S;
  contentType?: string;
  signal?: AbortSignal;
  /** Absolute path, bypassing the /api/v2 prefix (e.g. `/api/auth/login`). */
  raw?: boolean;
}

type Result<S> = S extends z.ZodMiniType ? z.output<S> : unknown;

type Refresher = () => Promise<boolean>;

/** Requests in flight, for the page-load progress bar. */
export const inflight$ = new BehaviorSubject(0);

const authErrorListeners = new Set<AuthErrorListener>();
let refresher: Refresher | undefined;
let pendingRefresh: Promise<boolean> | undefined;
let onProtectedAuthFailure: (() => void) | undefined;
let serverOrigin: string | undefined;
let serverAuthorization: (() => string | undefined) | undefined;

export const httpHooks = {
  /** Registers how the session is refreshed; the auth slice supplies the provider-specific one. */
  setRefresher(fn: Refresher | undefined) {
    refresher = fn;
  },
  /** What happens when a protected call cannot be authorised (the shell logs out and redirects). */
  setProtectedAuthFailureHandler(fn: (() => void) | undefined) {
    onProtectedAuthFailure = fn;
  },
  /**
   * The API's origin when a page is drawn on the server, where calls have no page address to be
   * relative to (`@homeward/platform/prerender`); in the browser calls go to the page's origin.
   */
  setServerOrigin(origin: string | undefined) {
    serverOrigin = origin;
  },
  /**
   * On the server, the Authorization of the request a page is being drawn for, when it is drawn
   * for a signed-in user; read per call, since requests for several users are drawn side by side.
   */
  setServerAuthorization(read: (() => string | undefined) | undefined) {
    serverAuthorization = read;
  },
  onAuthError(listener: AuthErrorListener): () => void {
    authErrorListeners.add(listener);
    return () => authErrorListeners.delete(listener);
  },
};

/** One refresh at a time: concurrent 401s wait for the same attempt. */
export function refreshSession(): Promise<boolean> {
  if (!refresher) return Promise.resolve(false);
  pendingRefresh ??= refresher()
    .catch(() => false)
    .finally(() => {
      pendingRefresh = undefined;
    });
  return pendingRefresh;
}

function buildUrl(path: string, options: RequestOptions<z.ZodMiniType | undefined>): string {
  const base = options.raw ? '' : API_BASE;
  const url = new URL(`${base}${path.startsWith('/') ? '' : '/'}${path}`, serverOrigin ?? window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return serverOrigin ? url.href : url.pathname + url.search;
}

function headersFor(options: RequestOptions<z.ZodMiniType | undefined>): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Client-Token': CLIENT_TOKEN });
  if (options.body !== undefined) headers.set('Content-Type', options.contentType ?? 'application/json');
  const details = session.state.loginDetails;
  if (details && session.isLoggedIn()) {
    headers.set('X-User-Token', details.socialAccessToken ?? details.id);
    if (details.accessToken) headers.set('Authorization', `Bearer ${details.accessToken}`);
  }
  const drawnFor = serverAuthorization?.();
  if (drawnFor) headers.set('Authorization', drawnFor);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'errorMessage' in body && typeof body.errorMessage === 'string') {
    return body.errorMessage;
  }
  return status >= 500 ? 'The service is not answering right now. Please try again in a moment.' : `Request failed (${status})`;
}

const methodOf = (options: RequestOptions<z.ZodMiniType | undefined>) => options.method ?? (options.body === undefined ? 'GET' : 'POST');

async function send(path: string, options: RequestOptions<z.ZodMiniType | undefined>) {
  const response = await fetch(buildUrl(path, options), {
    method: methodOf(options),
    headers: headersFor(options),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  return { response, body: await readBody(response) };
}

/**
 * Calls the API: client and user tokens, bearer when signed in, one retry after a refresh on 401
 * (spec 4.6), activity time updated, and the success envelope's `data` parsed with its schema.
 */
export async function request<S extends z.ZodMiniType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  inflight$.next(inflight$.value + 1);
  try {
    const wasLoggedIn = session.isLoggedIn();
    if (wasLoggedIn) session.touch();
    let { response, body } = await send(path, options);

    if (response.status === 401 && wasLoggedIn) {
      const refreshed = await refreshSession();
      if (refreshed) ({ response, body } = await send(path, options));
      if (response.status === 401) {
        const protectedEndpoint = isProtectedEndpoint(path, methodOf(options));
        const error = new ApiError(401, messageOf(body, 401), body);
        for (const listener of authErrorListeners) listener(error, { path, protectedEndpoint });
        session.clear();
        if (protectedEndpoint) onProtectedAuthFailure?.();
        throw error;
      }
    }
    if (session.isLoggedIn()) session.touch();

    if (!response.ok) throw new ApiError(response.status, messageOf(body, response.status), body);
    const data = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
    if (!options.schema) return data as Result<S>;
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) throw new ApiError(502, 'The service sent an answer we could not read. Please try again.', body);
    return parsed.data as Result<S>;
  } finally {
    inflight$.next(inflight$.value - 1);
  }
}
