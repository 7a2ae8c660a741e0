import { Link } from 'react-router';
import { sitePages } from '@homeward/contracts';
import { buttonClass } from '@homeward/ui';
import { useMyApplications } from '../api';
import { ApplicationStatus } from '../application/ApplicationStatus';
import { PROGRAMMES, type Programme } from '../programmes';
import styles from './Pages.module.css';
import { usePageTitle } from '@homeward/platform';

/** The sections of /become-a-partner (spec 2.1 /become-a-partner/sections/*). */
export const SECTIONS = {
  Agent: {
    title: 'Real estate agents',
    text: 'Licensed agents in WA and MA receive tours and offers from buyers looking at homes in their area, and answer each one from the real estate dashboard.',
    points: ['Tours, offers and buyer contacts in one table', 'Accept or decline; the buyer sees your answer', 'Apply with your licence and firm details'],
    links: [
      { label: 'Apply as an agent', to: '/agent/become-an-agent' },
      { label: 'About the real estate dashboard', to: '/partner/realestate' },
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

function Section({ name, heading: Heading = 'h2' }: { name: SectionName; heading?: 'h1' | 'h2' }) {
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
      <div className={styles.actions}>
        {section.links.map((l, i) => (
          <Link key={l.to} to={l.to} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

const STEPS = [
  ['Apply', 'Three short steps: you, your business, and the area and services you cover.'],
  ['Review', 'We check your licence and details, usually within a few business days.'],
  ['Work', 'Once approved, your dashboard appears under Partners in your account menu with the requests routed to you.'],
] as const;

/** /become-a-partner and /become-a-partner/PartnerIndex/PartnerIndex: who can join and why. */
export function BecomePartnerPage() {
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
      <ol className={styles.steps} aria-label="How joining works">
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

/** /become-a-partner/sections/{name}: one section on its own page. */
export function SectionPage({ name }: { name: SectionName }) {
  usePageTitle(`${SECTIONS[name].title} · Become a partner`);
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={sitePages.becomeAPartner}>All partner programmes</Link>
      </p>
      <Section name={name} heading="h1" />
    </div>
  );
}

function ApplyBlock({ programme }: { programme: Programme }) {
  const applications = useMyApplications();
  const existing = applications.data?.find((a) => a.kind === programme.kind && a.status !== 'rejected');
  const rejected = applications.data?.find((a) => a.kind === programme.kind && a.status === 'rejected');
  if (existing) return <ApplicationStatus application={existing} programme={programme} embedded />;
  return (
    <div className={styles.apply}>
      {rejected && (
        <p className={styles.notice}>
          Your last application was not approved{rejected.decisionNote ? `: ${rejected.decisionNote}` : '.'} You can apply again.
        </p>
      )}
      <Link to={programme.stepPaths[0]} className={buttonClass('primary')}>
        Apply as {programme.kind === 'title-and-escrow' ? 'a title and escrow company' : `a ${programme.name.toLowerCase()}`}
      </Link>
    </div>
  );
}

/** A programme's own page: what it offers, what the application asks, and where yours stands. */
export function ProgrammePage({ programmes }: { programmes: Programme[] }) {
  const [main] = programmes;
  usePageTitle(`Become a ${main.name.toLowerCase()} partner`);
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={sitePages.becomeAPartner}>All partner programmes</Link>
      </p>
      <header className={styles.hero}>
        <h1 className={styles.title}>{programmes.map((p) => p.name).join(' or ')}? Partner with Homeward</h1>
        <p className={styles.lead}>{main.summary}</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="why">
          <h2 id="why" className={styles.cardTitle}>
            Why join
          </h2>
          <ul className={styles.points}>
            {main.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="need">
          <h2 id="need" className={styles.cardTitle}>
            What the application asks
          </h2>
          <ul className={styles.points}>
            <li>Your name, email and mobile phone</li>
            <li>Your company, its address and the year it started</li>
            <li>{main.licenseLabel}</li>
            <li>The states (WA, MA) and zip codes you cover, and your services</li>
          </ul>
        </section>
      </div>
      {programmes.map((p) => (
        <section key={p.kind} className={styles.applySection} aria-label={`${p.name} application`}>
          <ApplyBlock programme={p} />
        </section>
      ))}
    </div>
  );
}
