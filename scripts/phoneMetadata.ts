/**
 * Writes shared/contracts/src/phone/metadata.json: libphonenumber-js's mobile metadata for the
 * phone countries of spec 9 only. Run after updating libphonenumber-js (a unit test says when):
 * npm exec -- node --import tsx scripts/phoneMetadata.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PHONE_COUNTRY_CODES } from '@homeward/contracts';
import { metadataFor } from '@homeward/contracts/phone-metadata';

const require = createRequire(import.meta.url);
const full = require('libphonenumber-js/metadata.mobile.json');
const target = path.join(import.meta.dirname, '../shared/contracts/src/phone/metadata.json');
writeFileSync(target, `${JSON.stringify(metadataFor(full, PHONE_COUNTRY_CODES))}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
