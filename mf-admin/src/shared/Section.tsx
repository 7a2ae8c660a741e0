import type { ReactNode } from 'react';
import { TitledSection } from '@homeward/ui';
import styles from './Admin.module.css';

/** A titled part of an admin page; `id` names its heading, which labels it. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </TitledSection>
  );
}
