import { useMutation } from '@tanstack/react-query';
import { apiPaths, API_PREFIX, storedRequestSchema, type CreateRequestBody } from '@homeward/contracts';
import { http } from '@homeward/platform';
import type { Attribution } from '@homeward/domain';

/**
 * An enquiry as sent: the contract's body plus who referred the visitor. The attribution rides
 * along at the top level so the API can keep it once the contract has a field for it.
 */
export type EnquiryBody = CreateRequestBody & { attribution?: Attribution };

const REQUESTS_PATH = apiPaths.requests.slice(API_PREFIX.length);

export function submitRequest(body: EnquiryBody) {
  return http.post(REQUESTS_PATH, body, { schema: storedRequestSchema });
}

export function useSubmitRequest() {
  return useMutation({ mutationFn: submitRequest });
}
