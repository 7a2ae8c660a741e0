import { apiPaths, API_PREFIX, storedRequestSchema, type CreateRequestBody, type StoredRequest } from '@homeward/contracts';
import { withAttribution } from '../attribution';
import { http } from '../http';

const REQUESTS_PATH = apiPaths.requests.slice(API_PREFIX.length);

/**
 * The one way a visitor's request is sent (tours, offers, inspections, mortgages, enquiries): every
 * slice's request carries the referrer of the visit (spec 2.2), attached here once.
 */
export function createRequest(body: CreateRequestBody): Promise<StoredRequest> {
  return http.post(REQUESTS_PATH, withAttribution(body), { schema: storedRequestSchema });
}
