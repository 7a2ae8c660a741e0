/**
 * The zod builders slices use for their own payloads, taken from the one zod the contracts already
 * load on every page (configured for the site's CSP in zodConfig). A slice importing `zod` itself
 * would download a second copy of it.
 */
export { array, boolean, enum, number, object, record, string, union } from 'zod';
export type { infer, ZodType, ZodTypeAny } from 'zod';
