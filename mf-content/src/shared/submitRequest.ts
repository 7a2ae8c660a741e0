import { useMutation } from '@tanstack/react-query';
import type { CreateRequestBody } from '@homeward/contracts';
import { createRequest } from '@homeward/platform';

/**
 * An enquiry as sent: the contract's body, with the attribution of the page it was sent from (a
 * widget's own); without one, the kernel's fetcher attaches the visit's referrer.
 */
export type EnquiryBody = CreateRequestBody;

export function submitRequest(body: EnquiryBody) {
  return createRequest(body);
}

export function useSubmitRequest() {
  return useMutation({ mutationFn: submitRequest });
}
