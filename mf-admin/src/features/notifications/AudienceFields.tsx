import { useId } from 'react';
import { Field, useForm, useFormState } from 'react-final-form';
import { PARTNER_TYPES } from '@homeward/domain';
import { AUDIENCE_KINDS, type NoticeValues } from './notice';
import { UserPicker } from './UserPicker';
import styles from '../../shared/Admin.module.css';

/** A labelled select bound to one field of the notice. */
function SelectField({ name, label, choices }: { name: keyof NoticeValues; label: string; choices: ReadonlyArray<{ value: string | number; label: string }> }) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <div className={styles.control}>
          <label htmlFor={id} className={styles.controlLabel}>
            {label}
          </label>
          <select {...input} id={id} className={styles.select}>
            {choices.map((c) => (
              <option key={c.value} value={String(c.value)}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}

/** Who the notice goes to: a kind of audience, then a partner type or the one user when the kind needs it. */
export function AudienceFields() {
  const form = useForm<NoticeValues>();
  const { values } = useFormState<NoticeValues>({ subscription: { values: true } });
  return (
    <>
      <SelectField name="kind" label="Send to" choices={AUDIENCE_KINDS} />
      {values.kind === 'partners' && <SelectField name="partnerType" label="Partner type" choices={PARTNER_TYPES} />}
      {values.kind === 'user' && (
        <Field<string> name="userId">
          {({ meta }) => (
            <UserPicker
              value={values.userId}
              name={values.userName}
              error={meta.touched || meta.submitFailed ? meta.error : undefined}
              onPick={(id, name) => {
                form.change('userId', id || undefined);
                form.change('userName', name || undefined);
              }}
            />
          )}
        </Field>
      )}
    </>
  );
}
