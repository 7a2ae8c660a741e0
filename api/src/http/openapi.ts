import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the API describes itself: the document, and a readable page of it. */
export const OPENAPI_PATH = '/api/openapi.json';
export const OPENAPI_PAGE_PATH = '/api/docs';

/**
 * Collects every route's schemas into an OpenAPI 3.1 document. Registered before the routes, so
 * each route is seen as it is added; the document is built from the same zod schemas the routes
 * validate with, so it cannot drift from what the API does.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Homeward API',
        version: '2.0.0',
        description:
          'The calls the Homeward site makes. Every call carries the client token (X-Client-Token); signed-in calls add the user token (X-User-Token) and a bearer access token. Failures answer { statusCode, errorMessage }.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          clientToken: { type: 'apiKey', in: 'header', name: 'X-Client-Token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [OPENAPI_PATH], zodToJsonConfig: { unrepresentable: 'any' } }),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
  await app.register(fastifySwaggerUi, {
    routePrefix: OPENAPI_PAGE_PATH,
    // Its own files only: no outside validator badge, no inline scripts.
    staticCSP:
      "default-src 'self'; base-uri 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; object-src 'none'; form-action 'none'; frame-ancestors 'none'",
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    theme: { title: 'Homeward API' },
  });
}
