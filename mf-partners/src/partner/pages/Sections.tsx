import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import { buttonClass, classes, layoutStyles } from '@homeward/ui';
import { PROGRAMMES } from '../programmes';
import styles from './Pages.module.css';

/** The sections of /become-a-partner (spec 2.1 /become-a-partner/sections/*). */
export const SECTIONS = {
  Agent: {
    title: 'Real estate agents',
    text: 'Licensed agents in WA and MA receive tours and offers from buyers looking at homes in their area, and answer each one from the real estate dashboard.',
    points: ['Tours, offers and buyer contacts in one table', 'Accept or decline; the buyer sees your answer', 'Apply with your licence and firm details'],
    links: [
      { label: 'Apply as an agent', to: paths.agent.becomeAnAgent.href() },
      { label: 'About the real estate dashboard', to: paths.partner.landing.href('realestate') },
    ],
  },
  Builder: {
    title: 'Builders',
    text: PROGRAMMES.builder.summary,
    points: PROGRAMMES.builder.benefits,
    links: [{ label: 'About the builder programme', to: PROGRAMMES.builder.path }],
  },
  Inspector: {
    title: 'Home inspectors',
    text: PROGRAMMES.inspector.summary,
    points: PROGRAMMES.inspector.benefits,
    links: [{ label: 'About the inspector programme', to: PROGRAMMES.inspector.path }],
  },
  Lender: {
    title: 'Lenders and loan brokers',
    text: PROGRAMMES.lender.summary,
    points: PROGRAMMES.lender.benefits,
    links: [{ label: 'About the lender programme', to: PROGRAMMES.lender.path }],
  },
  TitleEscrow: {
    title: 'Title and escrow',
    text: PROGRAMMES['title-and-escrow'].summary,
    points: PROGRAMMES['title-and-escrow'].benefits,
    links: [{ label: 'About the title and escrow programme', to: PROGRAMMES['title-and-escrow'].path }],
  },
} as const;
export type SectionName = keyof typeof SECTIONS;

export function Section({ name, heading: Heading = 'h2' }: { name: SectionName; heading?: 'h1' | 'h2' }) {
  const section = SECTIONS[name];
  return (
    <section className={styles.card} aria-labelledby={`section-${name}`}>
      <Heading id={`section-${name}`} className={Heading === 'h1' ? styles.title : styles.cardTitle}>
        {section.title}
      </Heading>
      <p>{section.text}</p>
      <ul className={styles.points}>
        {section.points.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <div className={classes(layoutStyles.actions, styles.actions)}>
        {section.links.map((l, i) => (
          <Link key={l.to} to={l.to} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}


/** The section a /become-a-partner/sections/{name} path shows (its last segment, in any case). */
export function sectionAt(pathname: string): SectionName | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  return (Object.keys(SECTIONS) as SectionName[]).find((name) => name.toLowerCase() === last);
}
