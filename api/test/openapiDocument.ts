import { createTestApp, embeddedBackend } from './helpers';

/** The API's OpenAPI document as the API serves it, in the stable text form kept in api/openapi.json. */
export async function openApiDocument(): Promise<string> {
  const backend = embeddedBackend;
  const t = await createTestApp(backend, { seedLimit: 0 });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}: ${response.body}`);
    return `${JSON.stringify(JSON.parse(response.body), null, 2)}\n`;
  } finally {
    await t.close();
  }
}
