import { queryOptions } from '@tanstack/react-query';
import { signedInCalls, type AgentDetailsBody, type AgentSignupBody } from '@homeward/contracts/signed-in';
import { accountDetailsQuery, callApi } from '@homeward/platform';

/** The provider, its public key and the fee: read once per page. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ['agent', 'payment-settings'],
  queryFn: () => callApi(signedInCalls.agentPaymentSettings),
  staleTime: 5 * 60_000,
});

/** The signed-in user's agent standing (Account/Details). */
export const accountStandingQuery = queryOptions({
  // The page's one Account/Details entry, asked afresh when the standing is read.
  ...accountDetailsQuery,
  staleTime: 0,
  select: (data) => ({ isAgent: data.isAgent, agentStatus: data.agentStatus }),
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
