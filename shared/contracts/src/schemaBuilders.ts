/**
 * The zod builders slices use for their own payloads, taken from the one zod the contracts already
 * load on every page (configured for the site's CSP in zodConfig). A slice importing `zod` itself
 * would download a second copy of it. It is `zod/mini`, the functional build whose unused parts
 * webpack drops (classic zod's schemas carry every method); a slice needing another builder adds
 * it here.
 */
export {
  array,
  boolean,
  looseObject,
  enum,
  extend,
  gte,
  int,
  lte,
  minLength,
  nullable,
  nullish,
  number,
  object,
  pick,
  record,
  regex,
  string,
  union,
  unknown,
} from 'zod/mini';
export type { infer, ZodMiniType } from 'zod/mini';
