/**
 * Writes the API's OpenAPI document to api/openapi.json (`npm run openapi --workspace api`).
 * The document is generated from the routes' contract schemas; the copy in the repository shows a
 * reviewer how a change moves the contract, and a test fails when the two differ.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../test/openapiDocument';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
await writeFile(target, await openApiDocument());
console.log(`wrote ${target}`);
process.exit(0);
