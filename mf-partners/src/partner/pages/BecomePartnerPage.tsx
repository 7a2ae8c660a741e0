import { usePageTitle } from '@homeward/platform';
import { SECTIONS, Section, type SectionName } from './Sections';
import styles from './Pages.module.css';
import { stackClass, primitiveStyles } from '@homeward/ui';

const STEPS = [
  ['Apply', 'Three short steps: you, your business, and the area and services you cover.'],
  ['Review', 'We check your licence and details, usually within a few business days.'],
  ['Work', 'Once approved, your dashboard appears under Partners in your account menu with the requests routed to you.'],
] as const;

/** /become-a-partner and /become-a-partner/PartnerIndex/PartnerIndex: who can join and why. */
export default function BecomePartnerPage() {
  usePageTitle('Become a partner');
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Become a Homeward partner</h1>
        <p className={styles.lead}>
          Agents, inspectors, builders, lenders, loan brokers and title and escrow companies working in Washington and Massachusetts can join. Buyers’
          requests in your area come to your own dashboard, and you answer each one.
        </p>
      </header>
      <ol className={stackClass(4, primitiveStyles.plainList, styles.steps)} aria-label="How joining works">
        {STEPS.map(([title, text], i) => (
          <li key={title}>
            <span className={styles.stepNo} aria-hidden="true">
              {i + 1}
            </span>
            <strong>{title}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <h2 className={styles.subtitle}>Who can join</h2>
      <div className={styles.grid}>
        {(Object.keys(SECTIONS) as SectionName[]).map((name) => (
          <Section key={name} name={name} />
        ))}
      </div>
    </div>
  );
}

