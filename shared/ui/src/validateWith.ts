import { FORM_ERROR, getIn, setIn, type ValidationErrors } from 'final-form';
import type { z } from '@homeward/contracts';

/**
 * The one bridge from a contract schema to react-final-form: a form-level `validate` that parses the
 * values (through `prepare` where the form holds them differently from the call, e.g. a masked
 * date) and gives each field the first message the schema has for it, at the field's own name
 * ('applicant.phone'). A message about the whole form is its FORM_ERROR. The API parses the same
 * schema, so a form refuses what the API refuses, in the same words.
 */
export function validateWith<Values extends object>(schema: z.ZodMiniType, prepare?: (values: Values) => unknown) {
  return (values: Values): ValidationErrors => {
    let input = prepare ? prepare(values) : values;
    let result = schema.safeParse(input);
    // final-form leaves out a group nobody has typed in yet ('applicant'); read it as empty, so its
    // fields get their own messages rather than one about the group.
    for (let round = 0; round < 8 && !result.success; round += 1) {
      const groups = result.error.issues.filter((issue) => issue.code === 'invalid_type' && issue.expected === 'object' && issue.path.length > 0 && getIn(input as object, pathName(issue.path)) === undefined);
      if (groups.length === 0) break;
      for (const group of groups) input = setIn(input as object, pathName(group.path), {});
      result = schema.safeParse(input);
    }
    if (result.success) return undefined;
    let errors: object = {};
    for (const issue of result.error.issues) {
      const key = pathName(issue.path) || FORM_ERROR;
      if (getIn(errors, key) === undefined) errors = setIn(errors, key, issue.message);
    }
    return errors;
  };
}

/** A zod issue path as final-form names the field: 'applicant.phone', 'zips[1]'. */
function pathName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}
