import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import type { MyPartnerApplication } from '@homeward/contracts/signed-in';
import { buttonClass } from '@homeward/ui';
import { dashboardOfType, type Programme } from '../programmes';
import styles from './ApplicationFlow.module.css';
import { formatDate } from '@homeward/domain';

const day = (iso: string) => formatDate(new Date(iso), 'long');

/** Where an application stands, shown instead of the form once it has been sent. */
export function ApplicationStatus({ application, programme, embedded }: { application: MyPartnerApplication; programme: Programme; embedded?: boolean }) {
  const dashboard = dashboardOfType(application.partnerType);
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <section className={embedded ? undefined : styles.status} aria-labelledby={`application-status-${application.id}`}>
      {application.status === 'approved' ? (
        <>
          <Heading id={`application-status-${application.id}`}>You are a Homeward {programme.name.toLowerCase()} partner</Heading>
          <p>
            {application.company} was approved on {application.decidedAt ? day(application.decidedAt) : 'review'}. Requests from buyers in your
            area are waiting on your dashboard.
          </p>
          {dashboard && (
            <Link to={dashboard.dashboard} className={buttonClass('primary')}>
              Open the {dashboard.dashboardLabel}
            </Link>
          )}
        </>
      ) : (
        <>
          <Heading id={`application-status-${application.id}`}>We have your application</Heading>
          <p>
            Your {programme.name.toLowerCase()} application for {application.company} was sent on {day(application.createdAt)} and is under review. We
            check every licence before approving; you will see the {dashboard?.dashboardLabel ?? 'partner dashboard'} in your account menu under Partners once
            it is approved.
          </p>
          <dl className={styles.summary}>
            <div>
              <dt>Status</dt>
              <dd>Under review</dd>
            </div>
            <div>
              <dt>States</dt>
              <dd>{application.serviceStates.join(', ')}</dd>
            </div>
            <div>
              <dt>Zip codes</dt>
              <dd>{application.serviceZips.length ? application.serviceZips.join(', ') : 'The whole of each state'}</dd>
            </div>
          </dl>
          <Link to={paths.partner.becomeAPartner.href()} className={buttonClass('secondary')}>
            See other partner programmes
          </Link>
        </>
      )}
    </section>
  );
}
