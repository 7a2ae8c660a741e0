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
    const result = schema.safeParse(prepare ? prepare(values) : values);
    if (result.success) return undefined;
    let errors: object = {};
    for (const issue of result.error.issues) {
      const name = issue.path.reduce<string>(
        (path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${String(key)}` : String(key)),
        '',
      );
      const key = name || FORM_ERROR;
      if (getIn(errors, key) === undefined) errors = setIn(errors, key, issue.message);
    }
    return errors;
  };
}
