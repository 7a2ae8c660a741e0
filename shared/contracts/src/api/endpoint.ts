import type { z } from 'zod/mini';
import { deferred } from '../deferred';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, defined once for every caller: its method, its path (built from its path
 * parameters, from the API origin: `/api/v2/…`, `/api/auth/…`), the schemas of its query and body,
 * and the schema of the `data` its success answer carries. The browser calls it through the
 * kernel's client (`callApi` of `@homeward/platform`); the API declares its route from the same schemas.
 */
export interface Endpoint<
  P = void,
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: HttpMethod;
  readonly path: (params: P) => string;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** Sent as the body's Content-Type when it is not JSON's (Agent/Signup: JSON Patch). */
  readonly contentType?: string;
}

interface EndpointDefinition<P, Q, B, R> {
  method: HttpMethod;
  /** A fixed path, or a builder from the path parameters. */
  path: string | ((params: P) => string);
  query?: Q;
  body?: B;
  response: R;
  contentType?: string;
}

/**
 * Defines a call; the path parameters are the builder's argument, the rest are schemas. The
 * definition is read when the call is first made (or its route declared), so a page builds the
 * schemas of the calls it makes and no others.
 */
export function endpoint<
  P = void,
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>(define: () => EndpointDefinition<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return deferred(() => {
    const definition = define();
    const { path } = definition;
    return {
      method: definition.method,
      path: typeof path === 'string' ? () => path : path,
      query: definition.query as Q,
      body: definition.body as B,
      response: definition.response,
      contentType: definition.contentType,
    };
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its parameters
export type AnyEndpoint = Endpoint<any, z.ZodMiniType | undefined, z.ZodMiniType | undefined, z.ZodMiniType>;

/** What a caller passes: path parameters, query and body where the call has them, and an abort signal. */
export type EndpointInput<E extends AnyEndpoint> = (E extends Endpoint<infer P> ? ([P] extends [void] ? unknown : { params: P }) : never) &
  (E['query'] extends z.ZodMiniType ? { query: z.input<E['query']> } : unknown) &
  (E['body'] extends z.ZodMiniType ? { body: z.input<E['body']> } : unknown) & { signal?: AbortSignal };

/** What a call answers with: its response schema's output. */
export type EndpointResult<E extends AnyEndpoint> = z.output<E['response']>;
