import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@homeward/contracts';
import { verifyCodeWithAgentStatusBodySchema } from '@homeward/contracts/signed-in';
import { AGENT_CODE_USED_RECENTLY_MESSAGE, AGENT_STATUS, AGENT_TOKEN_EXPIRED_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { phoneFromInput, verifyCode, type VerifyMessages } from '../account/phoneAuth';
import { bodyFromJsonPatch } from './jsonPatch';
import { agentDetails, agentSignup, feePaymentStatus, paymentSettings, paymentWebhook } from './service';

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

  app.get('/api/v2/agent/Agent/Payment/:intentId', async (request) => ok(await feePaymentStatus(ctx, request, request.params)));

  // The processor signs the exact bytes it sent: this route alone keeps its JSON body as text.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(apiPaths.paymentsWebhook, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof request.body !== 'string' || typeof signature !== 'string') throw badRequest('A signed webhook is required.');
      return paymentWebhook(ctx, request.body, signature);
    });
  });
}
