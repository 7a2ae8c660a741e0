import type { AnyEndpoint, EndpointInput, EndpointResult } from '@homeward/contracts';
import { request, type QueryValues } from './http';

type Args<E extends AnyEndpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * The one way the browser calls the API: a call defined once in `@homeward/contracts`
 * (`accountDetailsCall`, `listingSearchCall`, …) with its path parameters, query and body typed
 * by that call's schemas, and its answer parsed with its response schema. It goes through the
 * kernel's `request`: client and user tokens, bearer, one retry after a refresh on 401, and
 * `ApiError` with the server's message on failure (status 502 for an answer that does not match).
 */
export function callApi<E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>): Promise<EndpointResult<E>> {
  const { params, query, body, signal } = (input ?? {}) as { params?: unknown; query?: QueryValues; body?: unknown; signal?: AbortSignal };
  return request(endpoint.path(params), {
    raw: true,
    method: endpoint.method,
    query,
    body,
    contentType: endpoint.contentType,
    schema: endpoint.response,
    signal,
  }) as Promise<EndpointResult<E>>;
}
