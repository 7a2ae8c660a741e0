import type { FastifyInstance } from 'fastify';
import { verifyCodeWithAgentStatusBodySchema } from '@homeward/contracts/signed-in';
import { AGENT_CODE_USED_RECENTLY_MESSAGE, AGENT_STATUS, AGENT_TOKEN_EXPIRED_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { phoneFromInput, verifyCode, type VerifyMessages } from '../account/phoneAuth';
import { bodyFromJsonPatch } from './jsonPatch';
import { agentDetails, agentSignup, paymentSettings } from './service';

/** Agent-flow wording of spec 8. */
const AGENT_VERIFY_MESSAGES: VerifyMessages = {
  expired: AGENT_TOKEN_EXPIRED_MESSAGE,
  used: AGENT_CODE_USED_RECENTLY_MESSAGE,
  invalid: AGENT_TOKEN_EXPIRED_MESSAGE,
};

export function agentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v2/agent/VerifyCodeWithAgentStatus', async (request) => {
    const body = parseInput(verifyCodeWithAgentStatusBodySchema, request.body, 'body');
    const phone = phoneFromInput(body.phone, body.country);
    const verified = await verifyCode(ctx, body.challengeIdentifier, body.accessToken, AGENT_VERIFY_MESSAGES, phone);
    return ok({
      token: verified.token,
      isNewUser: !verified.user,
      user: { isAgent: verified.user?.is_agent ?? false, agentStatus: verified.user?.agent_status ?? AGENT_STATUS.NewApplicant },
    });
  });

  app.post('/api/v2/agent/Agent/Signup', async (request) => ok(await agentSignup(ctx, request, bodyFromJsonPatch(request.body))));

  app.put('/api/v2/agent/Agent/Details', async (request) => ok(await agentDetails(ctx, request, bodyFromJsonPatch(request.body))));

  app.get('/api/v2/agent/PaymentSettings', async () => ok(paymentSettings(ctx)));
}
