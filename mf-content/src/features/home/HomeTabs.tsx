import { paths } from '@homeward/contracts';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useInterestRates, useSession } from '@homeward/platform';
import { Button, buttonClass, rowClass } from '@homeward/ui';
import { ComingSoonModal, type ComingSoonVariant } from '../../components/ComingSoonModal';
import { SmartLink } from '../../components/SmartLink';
import { loanTabIntro } from '../../shared/interestRates';
import { HomeSearch } from './search/HomeSearch';
import { HOME_TABS, tabFromQuery, tabLabel, type HomeTabKey } from './tabs';
import styles from './Home.module.css';

const panelActions = rowClass({ wrap: true, gap: 3 });

function Panel({ children }: { children: ReactNode }) {
  return <div className={styles.panelBody}>{children}</div>;
}

/** The Get Loan tab's first sentence, true to the rates the page shows (sample or a dated feed). */
function LoanIntro() {
  const rates = useInterestRates();
  return <p>{loanTabIntro(rates.data)}</p>;
}

function panelContent(key: HomeTabKey, openComingSoon: (v: ComingSoonVariant) => void, signedIn: boolean): ReactNode {
  switch (key) {
    case 'learn':
      return (
        <Panel>
          <p>New to buying? Walk through the six steps from budget to keys, with checklists for each one.</p>
          <div className={panelActions}>
            <SmartLink to={paths.content.learn.href()} className={buttonClass('primary')}>
              The buyer’s journey
            </SmartLink>
            <SmartLink to={paths.content.learnMore.href()} className={buttonClass('secondary')}>
              How Homeward works
            </SmartLink>
            <SmartLink to={paths.content.blog.href()} className={buttonClass('ghost')}>
              Read the blog
            </SmartLink>
          </div>
        </Panel>
      );
    case 'buy':
      return <HomeSearch />;
    case 'loan':
      return (
        <Panel>
          <LoanIntro />
          <div className={panelActions}>
            <SmartLink to={paths.content.getLoan.href()} className={buttonClass('primary')}>
              Get a loan
            </SmartLink>
            <SmartLink to={paths.content.loans.href()} className={buttonClass('secondary')}>
              Loan programmes
            </SmartLink>
          </div>
        </Panel>
      );
    case 'home':
      return (
        <Panel>
          <p>
            {signedIn
              ? 'Follow your home’s estimated value, nearby sales and your equity.'
              : 'See what your home might be worth, what nearby homes sold for, and how much equity you have built.'}
          </p>
          <div className={panelActions}>
            <Button onClick={() => openComingSoon('app-only')}>Track my home</Button>
            <SmartLink to={paths.content.homeInfo.href()} className={buttonClass('secondary')}>
              About Home Info
            </SmartLink>
          </div>
        </Panel>
      );
    case 'sell':
      return (
        <Panel>
          <p>List from the Homeward app for a 1.5% listing fee, paid at closing, with a licensed agent for pricing and offers.</p>
          <div className={panelActions}>
            <Button onClick={() => openComingSoon('sell')}>List my home</Button>
            <SmartLink to={paths.content.sell.href()} className={buttonClass('secondary')}>
              How selling works
            </SmartLink>
          </div>
        </Panel>
      );
  }
}

/**
 * The search tabs. The URL's ?tab= picks the tab (the nav bar links to /?tab=0…4), and choosing a
 * tab writes it back, so the address always says what is shown. Arrow keys, Home and End move
 * between tabs as in the WAI-ARIA tabs pattern.
 */
export function HomeTabs() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const selected = tabFromQuery(params);
  const signedIn = useSession((s) => s.status === 'signed-in');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [comingSoon, setComingSoon] = useState<ComingSoonVariant | null>(null);

  const select = (index: number, focus = false) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(index));
    setParams(next, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = HOME_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key], true);
    }
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="What would you like to do?" className={styles.tablist}>
        {HOME_TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected === index}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={selected === index ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tabLabel(index, signedIn)}
          </button>
        ))}
      </div>
      {HOME_TABS.map((tab, index) => (
        <div
          key={tab.key}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={selected !== index}
          className={styles.panel}
          tabIndex={0}
        >
          {selected === index && panelContent(tab.key, setComingSoon, signedIn)}
        </div>
      ))}
      <ComingSoonModal variant={comingSoon ?? 'app-only'} open={comingSoon !== null} onClose={() => setComingSoon(null)} />
    </div>
  );
}
