import { paths } from '@homeward/contracts';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CASH_BACK_SHARE_TEXT } from '@homeward/domain';
import { company } from '../content/company';
import { AttributionContext } from '../shared/useAttribution';
import { cleanSegment, type Attribution } from '@homeward/domain';
import { FallbackSearchForm } from '../features/home/search/FallbackSearchForm';
import { RateCards } from '../features/rates/RateCards';
import { SavingsEstimator } from '../components/savings/SavingsEstimator';
import { embedCode, WIDGETS, type WidgetSlug } from '../features/widgets/widgets';
import { openInTop, WidgetLink } from '../features/widgets/WidgetLink';
import styles from '../features/widgets/Widget.module.css';

function WidgetFrame({ slug, title, lead, children, links }: { slug: WidgetSlug; title: string; lead: string; children: ReactNode; links: Array<{ to: string; label: string }> }) {
  const { affiliation } = useParams();
  const attribution = useMemo<Attribution>(() => {
    const clean = cleanSegment(affiliation);
    return { refferer: slug, ...(clean && { affiliation: clean }) };
  }, [slug, affiliation]);
  return (
    <AttributionContext.Provider value={attribution}>
      <article className={styles.widget} data-widget={slug}>
        <h1>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <WidgetLink to={link.to}>{link.label}</WidgetLink>
            </li>
          ))}
        </ul>
        <p className={styles.poweredBy}>
          Powered by <WidgetLink to="/">Homeward</WidgetLink>, a licensed brokerage in Washington and Massachusetts.
        </p>
      </article>
    </AttributionContext.Provider>
  );
}

export function Widget1Page() {
  return (
    <WidgetFrame
      slug="widget1"
      title="Find your next home"
      lead={`Search every home for sale in Washington and Massachusetts, and get ${CASH_BACK_SHARE_TEXT} back at closing.`}
      links={[
        { to: paths.content.buyAndSell.href(), label: 'Buying and selling?' },
        { to: paths.content.learn.href(), label: 'How buying works' },
        { to: paths.content.getLoan.href(), label: 'Mortgage rates' },
      ]}
    >
      <FallbackSearchForm onNavigate={openInTop} />
    </WidgetFrame>
  );
}

export function Widget2Page() {
  return (
    <WidgetFrame
      slug="widget2"
      title="Mortgage rates"
      lead="Rates for home loans in Washington and Massachusetts, from Homeward’s rate source; sample rates are marked as samples."
      links={[
        { to: paths.content.getLoan.href(), label: 'Get a loan quote' },
        { to: paths.content.homeInfo.href(), label: 'What is my home worth?' },
        { to: paths.content.learn.href(), label: 'The buyer’s journey' },
      ]}
    >
      <RateCards />
    </WidgetFrame>
  );
}

export function Widget3Page() {
  return (
    <WidgetFrame
      slug="widget3"
      title="How much could you get back?"
      lead="Move the slider to your home price to see the refund a Homeward buyer receives at closing."
      links={[
        { to: paths.content.buyAndSell.href(), label: 'Start with Homeward' },
        { to: paths.content.learn.href(), label: 'How buying works' },
        { to: paths.content.commissionTerms.href(), label: 'Refund terms' },
      ]}
    >
      <SavingsEstimator />
    </WidgetFrame>
  );
}

/** /widgets: what partners can embed, with a preview link and the code for each. */
export function WidgetsIndexPage() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <article className={styles.widget}>
      <h1>Homeward widgets for partner sites</h1>
      <p className={styles.lead}>
        Put a Homeward search box, mortgage rates or our refund calculator on your site. Replace your-partner-code with the
        code our partner team gave you, so every visitor you send is credited to you.
      </p>
      {WIDGETS.map((widget) => (
        <section key={widget.slug}>
          <h2>{widget.name}</h2>
          <p>{widget.description}</p>
          <p>
            <Link to={`/${widget.slug}/your-partner-code`}>Preview the {widget.name.toLowerCase()} widget</Link>
          </p>
          <p>Embed code:</p>
          <code className={styles.code}>{embedCode(widget.slug, 'your-partner-code', origin, widget.height)}</code>
        </section>
      ))}
      <p className={styles.poweredBy}>
        Need a partner code? Write to <a href={`mailto:${company.partnersEmail}`}>{company.partnersEmail}</a> or read about the{' '}
        <Link to={paths.content.partner.href()}>partner programme</Link>.
      </p>
    </article>
  );
}
