import { verifyCodeWithAgentStatusResultSchema } from '@homeward/contracts/signed-in';
import { http } from '@homeward/platform';

export interface AgentCodeCheck {
  phone: string;
  country: string;
  challengeIdentifier: string;
  code: string;
}

/** Spec 7: the agent API checks the code and reports the phone's agent status. */
export function verifyCodeWithAgentStatus({ phone, country, challengeIdentifier, code }: AgentCodeCheck) {
  return http.post(
    '/agent/VerifyCodeWithAgentStatus',
    { phone, country, challengeIdentifier, accessToken: code },
    { schema: verifyCodeWithAgentStatusResultSchema },
  );
}
