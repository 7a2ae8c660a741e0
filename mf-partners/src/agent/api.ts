import { queryOptions } from '@tanstack/react-query';
import { apiCalls } from '@homeward/contracts';
import { signedInCalls, type AgentDetailsBody, type AgentSignupBody } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';

/** The provider, its public key and the fee: read once per page. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ['agent', 'payment-settings'],
  queryFn: () => callApi(signedInCalls.agentPaymentSettings),
  staleTime: 5 * 60_000,
});

/** The signed-in user's agent standing (Account/Details). */
export const accountStandingQuery = queryOptions({
  queryKey: ['agent', 'standing'],
  queryFn: async () => {
    const { data } = await callApi(apiCalls.accountDetails);
    return { isAgent: data.isAgent, agentStatus: data.agentStatus };
  },
  staleTime: 0,
});

/** Spec 7: Agent/Signup with the json-patch content type. */
export function submitAgentSignup(body: AgentSignupBody) {
  return callApi(signedInCalls.agentSignup, { body });
}

/** The details form of agentStatus 3. */
export function submitAgentDetails(body: AgentDetailsBody) {
  return callApi(signedInCalls.agentDetails, { body });
}

/** Where the fee's payment stands: 'succeeded' once the provider's signed webhook reached the API. */
export function fetchFeePayment(intentId: string) {
  return callApi(signedInCalls.agentFeePayment, { params: { intentId } });
}
