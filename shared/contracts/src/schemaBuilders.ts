/**
 * The zod builders slices use for their own payloads, taken from the one zod the contracts already
 * load on every page (configured for the site's CSP in zodConfig). A slice importing `zod` itself
 * would download a second copy of it. It is `zod/mini`, the functional build whose unused parts
 * webpack drops (classic zod's schemas carry every method); a slice needing another builder adds
 * it here.
 */
export {
  _default,
  array,
  boolean,
  coerce,
  custom,
  discriminatedUnion,
  enum,
  extend,
  gte,
  int,
  literal,
  looseObject,
  lte,
  maxLength,
  meta,
  minLength,
  nullable,
  never,
  nullish,
  number,
  object,
  omit,
  optional,
  pick,
  pipe,
  record,
  refine,
  regex,
  strictObject,
  string,
  superRefine,
  transform,
  trim,
  union,
  unknown,
  uuid,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType } from 'zod/mini';
