import { useId } from 'react';
import { howItWorks, type Audience } from '../../content/home';
import { SavingsEstimator } from '../../components/savings/SavingsEstimator';
import styles from './Home.module.css';
import { stackClass, primitiveStyles } from '@homeward/ui';

/** The steps of buying or selling, and what Homeward saves at the price the visitor picks. */
export function HowItWorks({ audience }: { audience: Audience }) {
  const id = useId();
  const content = howItWorks[audience];
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{content.heading}</h2>
      <ol className={stackClass(4, primitiveStyles.plainList, styles.steps)}>
        {content.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <SavingsEstimator audience={audience} />
    </section>
  );
}
