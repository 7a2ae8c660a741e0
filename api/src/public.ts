/**
 * What the rest of the repository may take from the API (`@homeward/api`): the site's server answers
 * errors in the API's envelope, and the offline map decodes the places' outlines as the seed stores
 * them. Everything else under api/src is the API's own.
 */
export { ApiError, MESSAGES } from './http/errors';
export { clientErrorReply, errorReply, PROXY_SECRET_HEADER } from './http/hooks';
export { decodeRing } from './db/seed/polyline';
