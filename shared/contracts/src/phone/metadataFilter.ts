import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * libphonenumber-js's metadata cut down to the calling codes of the given countries. Every country
 * sharing one of those codes stays (+44 needs Guernsey, Jersey and the Isle of Man beside the UK to
 * tell a UK mobile apart), the rest of the world goes: about 4.5 KB gzipped instead of 20 KB.
 */
export function metadataFor(full: MetadataJson, countries: readonly string[]): MetadataJson {
  const callingCodes: Record<string, string[]> = {};
  for (const [code, members] of Object.entries(full.country_calling_codes)) {
    if (members.some((country) => countries.includes(country))) callingCodes[code] = members;
  }
  const kept = Object.values(callingCodes).flat();
  return {
    version: full.version,
    country_calling_codes: callingCodes,
    countries: Object.fromEntries(kept.map((country) => [country, (full.countries as Record<string, unknown>)[country]])),
  } as MetadataJson;
}
