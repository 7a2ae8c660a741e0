import type { FormEvent, ReactNode } from 'react';
import { FieldDefaults, FormElement } from '@homeward/ui/forms';
import styles from './Admin.module.css';

/**
 * An admin form element (the house kit's: no browser validation, the focus on the first field to
 * fix after a refused submit) whose fields are laid out like the admin's other controls.
 */
export function AdminForm({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => unknown; children: ReactNode }) {
  return (
    <FormElement className={styles.form} onSubmit={onSubmit}>
      <FieldDefaults className={styles.control} labelClassName={styles.controlLabel}>
        {children}
      </FieldDefaults>
    </FormElement>
  );
}
