import { Link, Navigate, useLocation } from 'react-router';
import { type PartnerKind, paths } from '@homeward/contracts';
import { LoadingBlock, buttonClass, classes, layoutStyles } from '@homeward/ui';
import { useMyApplications, useProfiles } from '../api';
import { landingAt, PROGRAMMES, type DashboardKind } from '../programmes';
import styles from './Pages.module.css';
import { usePageTitle } from '@homeward/platform';
import { ApplyLinks } from '../ApplyLinks';

const NAMES: Record<PartnerKind, string> = {
  realestate: 'Real estate agents',
  lender: 'Lenders',
  loanbroker: 'Loan brokers',
  serviceprovider: 'Service providers',
};

/** /partner/{lender, loanbroker, realestate, serviceprovider}: the programme and the way to its dashboard. */
function PartnerLanding({ kind }: { kind: DashboardKind }) {
  usePageTitle(`${NAMES[kind.kind]} on Homeward`);
  const profiles = useProfiles();
  const applications = useMyApplications();
  const has = profiles.data?.some((p) => p.partnerType === kind.type);
  const pending = applications.data?.filter((a) => a.partnerType === kind.type && a.status === 'submitted') ?? [];
  const programmes = Object.values(PROGRAMMES).filter((p) => p.partnerType === kind.type);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{NAMES[kind.kind]} on Homeward</h1>
        <p className={styles.lead}>{kind.intro}</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="how">
          <h2 id="how" className={styles.cardTitle}>
            How it works
          </h2>
          <ul className={styles.points}>
            {(programmes[0]?.benefits ?? [
              'Tours and offers from buyers arrive with the home and the buyer’s contact.',
              'Filter the table by any column and open a request for its details.',
              'Accept or decline; the buyer sees your answer on their confirmation page.',
            ]).map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="yours">
          <h2 id="yours" className={styles.cardTitle}>
            Your {kind.dashboardLabel.toLowerCase()}
          </h2>
          {profiles.isPending ? (
            <LoadingBlock label="Checking your partner profiles…" />
          ) : has ? (
            <>
              <p>Your profile is active.</p>
              <div className={classes(layoutStyles.actions, styles.actions)}>
                <Link to={kind.dashboard} className={buttonClass('primary')}>
                  Open the {kind.dashboardLabel}
                </Link>
              </div>
            </>
          ) : pending.length ? (
            <p>Your application for {pending.map((a) => a.company).join(', ')} is under review. The dashboard opens once it is approved.</p>
          ) : (
            <>
              <p>You do not have this profile yet. Apply and the dashboard opens once we have approved you.</p>
              <ApplyLinks kind={kind} className={classes(layoutStyles.actions, styles.actions)} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** The landing page its path is; any other path leads to the partner programmes. */
export default function PartnerLandingPage() {
  const kind = landingAt(useLocation().pathname);
  return kind ? <PartnerLanding kind={kind} /> : <Navigate to={paths.partner.becomeAPartner.href()} replace />;
}
