import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@homeward/contracts';
import { formatCents, LISTING_FEE_PERCENT, SERVICE_AREA_STATES } from '@homeward/domain';
import { readAgentSignupContext } from '@homeward/platform';
import { Button, buttonClass, classes, layoutStyles } from '@homeward/ui';
import { paymentSettingsQuery } from '../api';
import { AgentPage } from '../AgentPage';
import { openAgentSignup } from '../StatusNotice';
import styles from '../Agent.module.css';

export interface LandingCopy {
  title: string;
  intro: string;
  points: ReadonlyArray<{ heading: string; text: string }>;
}

const AGENT: LandingCopy = {
  title: 'Become a Homeward agent',
  intro: 'Work with buyers and sellers who found their home on Homeward, in Washington and Massachusetts.',
  points: [
    { heading: 'Buyers come to you', text: 'Tour, offer and mortgage requests from Homeward buyers in your area are routed to your agent dashboard.' },
    { heading: 'Sellers list for less', text: `Homeward sellers list with a ${LISTING_FEE_PERCENT}% listing fee, so your clients keep more of their sale.` },
    { heading: 'One review, then you are in', text: 'We check your licence and your firm. You hear from us by text message and email once the review is done.' },
  ],
};

const PARTNER: LandingCopy = {
  title: 'Partner with Homeward as an agent',
  intro: 'Licensed agents and their firms partner with Homeward to serve buyers and sellers across our service area.',
  points: [
    { heading: 'Your firm, your clients', text: 'You keep working under your broker; Homeward sends you requests from people searching in your area.' },
    { heading: `A ${LISTING_FEE_PERCENT}% listing fee for sellers`, text: 'Sellers who list through Homeward pay a lower listing fee, which makes your listings easier to win.' },
    { heading: 'A dashboard for every request', text: 'Accept, follow and close the requests routed to you from one place.' },
  ],
};

function Landing({ copy }: { copy: LandingCopy }) {
  const settings = useQuery(paymentSettingsQuery);
  const started = readAgentSignupContext();
  return (
    <AgentPage title={copy.title} intro={copy.intro}>
      <ul className={styles.points}>
        {copy.points.map((point) => (
          <li key={point.heading}>
            <h2>{point.heading}</h2>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      <section className={styles.notice} aria-labelledby="agent-apply-title">
        <h2 id="agent-apply-title">How to apply</h2>
        <ol className={styles.howTo}>
          <li>Verify your mobile number with a 6-digit code.</li>
          <li>Tell us about yourself and your licence, then about your firm, and accept the broker agreement.</li>
          <li>
            {/* The space sits outside the slot: an inline block drops its own leading space. */}
            Pay the application fee{' '}
            <span className={styles.feeSlot}>{settings.data ? `of ${formatCents(settings.data.amountCents, settings.data.currency)}` : ''}</span> by card. We
            then review your application.
          </li>
        </ol>
        <p className={styles.hint}>
          Open to licensed agents in {SERVICE_AREA_STATES.join(' and ')}. You need to be at least 21 and your firm at least 2 years in business.
        </p>
        <div className={classes(layoutStyles.actions, styles.actions)}>
          {started ? (
            <Link className={buttonClass()} to={paths.agent.agentFlow.href()}>
              Continue my application
            </Link>
          ) : (
            <Button onClick={openAgentSignup}>Apply</Button>
          )}
          <Link className={buttonClass('secondary')} to={paths.content.brokerAgreement.href()}>
            Read the broker agreement
          </Link>
        </div>
      </section>
    </AgentPage>
  );
}

/** /agent/become-an-agent: what joining means, the fee and the Apply button (spec 2.1). */
export default function BecomeAnAgentPage() {
  return <Landing copy={AGENT} />;
}

/** /agent/become-a-partner: the same application, told from the partnership side. */
export function BecomeAPartnerPage() {
  return <Landing copy={PARTNER} />;
}
