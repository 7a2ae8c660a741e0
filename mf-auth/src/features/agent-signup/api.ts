import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';

export interface AgentCodeCheck {
  phone: string;
  country: string;
  challengeIdentifier: string;
  code: string;
}

/** Spec 7: the agent API checks the code and reports the phone's agent status. */
export function verifyCodeWithAgentStatus({ phone, country, challengeIdentifier, code }: AgentCodeCheck) {
  return callApi(signedInCalls.verifyCodeWithAgentStatus, { body: { phone, country, challengeIdentifier, accessToken: code } });
}
