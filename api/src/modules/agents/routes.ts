import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, JSON_PATCH_CONTENT_TYPE } from '@homeward/contracts';
import {
  agentDetailsBodySchema,
  agentDetailsResponseSchema,
  agentFeePaymentParamsSchema,
  agentFeePaymentResponseSchema,
  agentPaymentSettingsResponseSchema,
  agentSignupBodySchema,
  agentSignupResponseSchema,
  paymentWebhookBodySchema,
  paymentWebhookHeadersSchema,
  paymentWebhookResultSchema,
  verifyCodeWithAgentStatusBodySchema,
  verifyCodeWithAgentStatusResponseSchema,
} from '@homeward/contracts/signed-in';
import { AGENT_CODE_USED_RECENTLY_MESSAGE, AGENT_STATUS, AGENT_TOKEN_EXPIRED_MESSAGE } from '@homeward/domain';
import type { AppContext } from '../../context';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { phoneFromInput, verifyCode, type VerifyMessages } from '../account/phoneAuth';
import { bodyFromJsonPatch } from './jsonPatch';
import { agentDetails, agentSignup, feePaymentStatus, paymentSettings, paymentWebhook } from './service';

/** Agent-flow wording of spec 8. */
const AGENT_VERIFY_MESSAGES: VerifyMessages = {
  expired: AGENT_TOKEN_EXPIRED_MESSAGE,
  used: AGENT_CODE_USED_RECENTLY_MESSAGE,
  invalid: AGENT_TOKEN_EXPIRED_MESSAGE,
};

const tags = ['agents'];

/**
 * The sign-up and details forms are sent as JSON Patch (spec 7): the document is applied before
 * validation, so the contract checks the object it builds.
 */
const applyJsonPatch = async (request: FastifyRequest) => {
  request.body = bodyFromJsonPatch(request.body);
};

export function agentRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/api/v2/agent/VerifyCodeWithAgentStatus',
    {
      schema: {
        tags,
        summary: "Checks an applicant's code; answers a verification token and their standing",
        body: verifyCodeWithAgentStatusBodySchema,
        response: { 200: verifyCodeWithAgentStatusResponseSchema },
      },
    },
    async (request) => {
      const { body } = request;
      const phone = phoneFromInput(body.phone, body.country);
      const verified = await verifyCode(ctx, body.challengeIdentifier, body.accessToken, AGENT_VERIFY_MESSAGES, phone);
      return ok({
        token: verified.token,
        isNewUser: !verified.user,
        user: { isAgent: verified.user?.is_agent ?? false, agentStatus: verified.user?.agent_status ?? AGENT_STATUS.NewApplicant },
      });
    },
  );

  const patchBody = {
    description: `The form's fields, as an object or as a JSON Patch (${JSON_PATCH_CONTENT_TYPE}) of "add" and "replace" operations that builds it`,
    consumes: ['application/json', JSON_PATCH_CONTENT_TYPE],
  };
  app.post(
    '/api/v2/agent/Agent/Signup',
    {
      schema: { tags, summary: 'Applies to become an agent; answers the fee to pay', ...patchBody, body: agentSignupBodySchema, response: { 200: agentSignupResponseSchema } },
      preValidation: applyJsonPatch,
    },
    async (request) => ok(await agentSignup(ctx, request, request.body)),
  );

  app.put(
    '/api/v2/agent/Agent/Details',
    {
      schema: { tags, summary: 'Sends the details a manager asked for', ...patchBody, body: agentDetailsBodySchema, response: { 200: agentDetailsResponseSchema } },
      preValidation: applyJsonPatch,
    },
    async (request) => ok(await agentDetails(ctx, request, request.body)),
  );

  app.get(
    '/api/v2/agent/PaymentSettings',
    { schema: { tags, summary: 'What the browser needs to take the agent fee', response: { 200: agentPaymentSettingsResponseSchema } } },
    async () => ok(paymentSettings(ctx)),
  );

  app.get(
    '/api/v2/agent/Agent/Payment/:intentId',
    { schema: { tags, summary: "Where the payer's fee payment stands", params: agentFeePaymentParamsSchema, response: { 200: agentFeePaymentResponseSchema } } },
    async (request) => ok(await feePaymentStatus(ctx, request, request.params.intentId)),
  );

  // The processor signs the exact bytes it sent: this route alone keeps its JSON body as text.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      apiPaths.paymentsWebhook,
      {
        schema: {
          tags,
          summary: "The payment processor's signed events",
          headers: paymentWebhookHeadersSchema,
          body: paymentWebhookBodySchema,
          response: { 200: paymentWebhookResultSchema },
        },
      },
      async (request) => paymentWebhook(ctx, request.body, request.headers['stripe-signature']),
    );
  });
}
