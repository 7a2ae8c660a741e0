import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { controlStyles, fieldStyles } from '@homeward/ui';
import { useFieldLook, type FieldLookProps } from './defaults';
import type { FieldOption } from './SelectField';
import { useShownError } from './useShownError';
import styles from './Forms.module.css';

/** The message line under a group or a checkbox, like the frame's: `${id}-error`, kept in place when asked. */
function ErrorLine({ id, error, reserve }: { id: string; error?: string; reserve?: boolean }) {
  if (!error && !reserve) return null;
  return (
    <p id={`${id}-error`} className={[fieldStyles.error, reserve && fieldStyles.reserve].filter(Boolean).join(' ')}>
      {error ?? ''}
    </p>
  );
}

const joined = (...names: unknown[]) => names.filter(Boolean).join(' ') || undefined;

export interface ChoiceGroupProps extends Omit<FieldLookProps, 'id' | 'labelClassName'> {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly FieldOption[];
}

function ChoiceGroup({ type, name, legend, hint, options, required, unmarked, space, className, reserveError, showErrors }: ChoiceGroupProps & { type: 'radio' | 'checkbox' }) {
  const id = useId();
  const look = useFieldLook({ space, className, reserveError, showErrors, required, unmarked });
  const error = useShownError(name, look.showErrors);
  return (
    <fieldset
      className={joined(styles.fieldset, look.className, error && styles.invalidGroup)}
      aria-describedby={joined(hint && `${id}-hint`, error && `${id}-error`)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={fieldStyles.label}>
        {legend}
        {look.marked && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={joined(styles.choices, type === 'radio' && styles.pills)}>
        {options.map((o) => (
          <label key={o.value} className={type === 'radio' ? controlStyles.choice : styles.choice}>
            <Field name={name} type={type} value={o.value} component="input" />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <ErrorLine id={id} error={error} reserve={look.reserveError} />
    </fieldset>
  );
}

/** One choice of several, as a row of pills. */
export function RadioGroupField(props: ChoiceGroupProps) {
  return <ChoiceGroup {...props} type="radio" />;
}

/** A group of checkboxes writing an array of the checked values. */
export function CheckboxGroupField(props: ChoiceGroupProps) {
  return <ChoiceGroup {...props} type="checkbox" />;
}

/** One checkbox (an agreement, a confirmation, a yes/no); its label may hold a link. */
export function CheckboxField({ name, label, space, className, reserveError, showErrors }: { name: string; label: ReactNode } & Pick<FieldLookProps, 'space' | 'className' | 'reserveError' | 'showErrors'>) {
  const id = useId();
  const look = useFieldLook({ space, className, reserveError, showErrors });
  const error = useShownError(name, look.showErrors);
  return (
    <div className={joined(fieldStyles.field, look.className)}>
      <label className={joined(styles.choice, error && styles.invalidGroup)}>
        <Field name={name} type="checkbox">
          {({ input }) => <input {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />}
        </Field>
        <span>{label}</span>
      </label>
      <ErrorLine id={id} error={error} reserve={look.reserveError} />
    </div>
  );
}
