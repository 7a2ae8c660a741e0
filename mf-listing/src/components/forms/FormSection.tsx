import type { ReactNode } from 'react';
import { TitledSection } from '@homeward/ui';
import styles from './FormLayout.module.css';

/** A part of a request form under its own heading, ruled off from the part before it. */
export function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </TitledSection>
  );
}
