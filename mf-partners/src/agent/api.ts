import { queryOptions } from '@tanstack/react-query';
import { JSON_PATCH_CONTENT_TYPE, z } from '@homeward/contracts';
import {
  agentDetailsResultSchema,
  agentFeePaymentSchema,
  agentPaymentSettingsSchema,
  agentSignupResultSchema,
  type AgentDetailsBody,
  type AgentSignupBody,
} from '@homeward/contracts/signed-in';
import { http } from '@homeward/platform';

/** The provider, its public key and the fee: read once per page. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ['agent', 'payment-settings'],
  queryFn: () => http.get('/agent/PaymentSettings', { schema: agentPaymentSettingsSchema }),
  staleTime: 5 * 60_000,
});

const standingSchema = z.object({ data: z.object({ isAgent: z.nullish(z.boolean()), agentStatus: z.nullish(z.number()) }) });

/** The signed-in user's agent standing (Account/Details). */
export const accountStandingQuery = queryOptions({
  queryKey: ['agent', 'standing'],
  queryFn: async () => {
    const details = await http.get('/Account/Details', { schema: standingSchema });
    return { isAgent: details.data.isAgent ?? false, agentStatus: details.data.agentStatus ?? -1 };
  },
  staleTime: 0,
});

/** Spec 7: Agent/Signup with the json-patch content type. */
export function submitAgentSignup(body: AgentSignupBody) {
  return http.post('/agent/Agent/Signup', body, { schema: agentSignupResultSchema, contentType: JSON_PATCH_CONTENT_TYPE });
}

/** The details form of agentStatus 3. */
export function submitAgentDetails(body: AgentDetailsBody) {
  return http.put('/agent/Agent/Details', body, { schema: agentDetailsResultSchema, contentType: JSON_PATCH_CONTENT_TYPE });
}

/** Where the fee's payment stands: 'succeeded' once the provider's signed webhook reached the API. */
export function fetchFeePayment(intentId: string) {
  return http.get(`/agent/Agent/Payment/${encodeURIComponent(intentId)}`, { schema: agentFeePaymentSchema });
}
