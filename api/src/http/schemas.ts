import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { safeEncode, safeParse, type $ZodType } from 'zod/v4/core';
import { errorEnvelopeSchema } from '@homeward/contracts';
import { badRequest } from './errors';
import { describeInputError, holdsNul, type InputPart } from './validate';

/** The API as its routes see it: every route's input and output typed from its zod schemas. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

const PARTS: Record<string, InputPart> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Route options that change how its input is explained. */
export interface RouteInputConfig {
  /** Where the spec fixes the wording of any bad input on a route (e.g. 'Wrong number provided'). */
  inputMessage?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteInputConfig {
    /** The route needs a signed-in caller, checked before its input (http/auth.ts signedInFirst). */
    signedIn?: boolean;
  }
}

/**
 * Validates a request part with its route's contract schema. A failure is a 400 whose message is
 * the contract's own (spec 8) or, for a built-in check, a sentence naming the field.
 */
export function createValidatorCompiler(inputMessages: ReadonlyMap<string, string>): FastifySchemaCompiler<$ZodType> {
  return ({ schema, httpPart, method, url }) => {
    const part = PARTS[httpPart ?? 'body'] ?? 'body';
    const override = inputMessages.get(`${method} ${url}`);
    return (data) => {
      if (holdsNul(data)) return { error: badRequest(`The ${part === 'path' ? 'path parameter' : part === 'query' ? 'query parameter' : 'field'}s hold a character that is not allowed (U+0000).`) };
      const result = safeParse(schema, data);
      if (result.success) return { value: result.data };
      return { error: badRequest(override ?? describeInputError(result.error, part)) };
    };
  };
}

/** A route's answer that does not match its contract: a defect of the API, never of the caller. */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly issues: unknown,
  ) {
    super(`The answer of ${route} does not match its contract: ${JSON.stringify(issues).slice(0, 2000)}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * Serializes an answer through its contract schema (fields the contract does not name are not
 * sent). When `strict` (tests), an answer that does not match fails the request; in production the
 * mismatch is logged and the answer is sent as it was, so a visitor is never refused for our defect.
 */
export function createSerializerCompiler(strict: boolean, log: (message: string) => void): FastifySerializerCompiler<$ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      const result = safeEncode(schema, data);
      if (result.success) return JSON.stringify(result.data);
      const failure = new ResponseContractError(`${method} ${url}`, result.error.issues);
      if (strict) throw failure;
      log(failure.message);
      return JSON.stringify(data);
    };
}

/** The error envelope every route may answer with (spec 7). */
export const errorResponses = {
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
} as const;

/**
 * Every route's answers include the error envelope (spec 7): added to the answers a route declares,
 * when it is registered, so the serializer and the OpenAPI document know them too.
 */
export function withErrorResponses(route: { schema?: FastifySchema }): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response || route.schema?.hide) return;
  route.schema!.response = { ...response, ...errorResponses };
}

/**
 * For routes that send answers already serialized (and cached as bytes): checks an uncompressed
 * JSON answer against the route's contract, as the serializer does for every other route.
 */
export function checkPreparedAnswer(schema: $ZodType) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || reply.getHeader('content-encoding') || !Buffer.isBuffer(payload)) return payload;
    const result = safeParse(schema, JSON.parse(payload.toString('utf8')));
    if (!result.success) throw new ResponseContractError(`${request.method} ${request.routeOptions.url}`, result.error.issues);
    return payload;
  };
}
