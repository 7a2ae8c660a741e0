import { apiCalls, type CreateRequestBody, type StoredRequest } from '@homeward/contracts';
import { withAttribution } from '../attribution';
import { callApi } from '../apiClient';

/**
 * The one way a visitor's request is sent (tours, offers, inspections, mortgages, enquiries): every
 * slice's request carries the referrer of the visit (spec 2.2), attached here once.
 */
export function createRequest(body: CreateRequestBody): Promise<StoredRequest> {
  return callApi(apiCalls.createRequest, { body: withAttribution(body) });
}
