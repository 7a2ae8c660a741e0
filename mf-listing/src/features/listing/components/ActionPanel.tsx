import { paths } from '@homeward/contracts';
import { Link } from 'react-router';
import type { ListingDetail } from '@homeward/contracts';
import { ERROR_FETCHING_RESPONSE_MESSAGE, estimateCashBack, formatCurrency, listingStatusLabel } from '@homeward/domain';
import { Button, buttonClass, columnClass, panelStyles } from '@homeward/ui';
import { useAgentSnapshot } from '../../../shared/listingApi';
import styles from './ActionPanel.module.css';

const FOR_SALE = new Set(['A', 'LS', 'PD', 'NC', 'CT', 'PB', 'PF', 'P', 'PI', 'PS']);

/** The sticky sidebar: the price, the cash back, and every next step a buyer can take. */
export function ActionPanel({ listing, agentId, onScheduleTour }: { listing: ListingDetail; agentId: string | null; onScheduleTour: () => void }) {
  const agent = useAgentSnapshot(agentId);
  const open = FOR_SALE.has(listing.status);
  return (
    <aside className={columnClass({ gap: 3 }, panelStyles.panel)} aria-label="Tour and offer">
      <p className={styles.price}>{formatCurrency(listing.listingPrice)}</p>
      {estimateCashBack(listing.listingPrice) > 0 && (
        <p className={styles.cashBack}>
          <strong>{formatCurrency(estimateCashBack(listing.listingPrice))}</strong> estimated cash back when you buy this home with Homeward
        </p>
      )}
      {open ? (
        <>
          <Button block onClick={onScheduleTour}>
            Schedule a tour
          </Button>
          <p className={styles.small}>
            Free, no obligation. Prefer a full page? <Link to={paths.listing.scheduleTour.href(listing.mls)}>Choose a time here</Link>.
          </p>
          <Link to={paths.listing.makeOffer.href(listing.mls)} className={buttonClass('secondary', true)}>
            Make an offer
          </Link>
        </>
      ) : (
        <p className={styles.closed}>This home is {listingStatusLabel(listing.status).toLowerCase()}, so tours and offers are closed.</p>
      )}
      <ul className={styles.links}>
        <li>
          <Link to={paths.listing.mortgageRequest.href(listing.mls)}>Get pre-approved for a mortgage</Link>
        </li>
        <li>
          <Link to={paths.listing.inspectionRequest.href(listing.mls)}>Request a home inspection</Link>
        </li>
      </ul>
      {agentId && (
        <div className={styles.agent} aria-live="polite">
          {agent.isPending && <p>Loading your agent…</p>}
          {agent.isError && <p>{ERROR_FETCHING_RESPONSE_MESSAGE}</p>}
          {agent.data && (
            <p>
              Your Homeward agent: <strong>{agent.data.agentName}</strong>
              <br />
              <a href={`tel:${agent.data.agentPhone.replace(/[^\d+]/g, '')}`}>{agent.data.agentPhone}</a>
            </p>
          )}
        </div>
      )}
    </aside>
  );
}
