import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@homeward/contracts';
import { buttonClass, columnClass } from '@homeward/ui';
import { usePageTitle } from '@homeward/platform';
import { useMyApplications } from '../api';
import { ApplicationStatus } from '../application/ApplicationStatus';
import { programmesAt, type Programme } from '../programmes';
import styles from './Pages.module.css';

function ApplyBlock({ programme }: { programme: Programme }) {
  const applications = useMyApplications();
  const existing = applications.data?.find((a) => a.kind === programme.kind && a.status !== 'rejected');
  const rejected = applications.data?.find((a) => a.kind === programme.kind && a.status === 'rejected');
  if (existing) return <ApplicationStatus application={existing} programme={programme} embedded />;
  return (
    <div className={columnClass({ align: 'start', gap: 3 })}>
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
function ProgrammeView({ programmes }: { programmes: Programme[] }) {
  const [main] = programmes;
  usePageTitle(`Become a ${main.name.toLowerCase()} partner`);
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={paths.partner.becomeAPartner.href()}>All partner programmes</Link>
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

/** The programme page its path is (/become-a-partner/lender shows lenders and loan brokers). */
export default function ProgrammePage() {
  const programmes = programmesAt(useLocation().pathname);
  return programmes.length ? <ProgrammeView programmes={programmes} /> : <Navigate to={paths.partner.becomeAPartner.href()} replace />;
}
