import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ListingDetail } from '@homeward/contracts';
import { estimateCashBack, formatBaths, formatBeds, formatCurrency, formatSquareFeet, homeTypeLabel, SOLD_STATUS_CODES } from '@homeward/domain';
import { Button, classes, layoutStyles, TitledSection } from '@homeward/ui';
import { afterNextPaint, SaveHomeButton, useAfterFirstPaint, usePageOrigin } from '@homeward/platform';
import { Gallery } from '../features/gallery/Gallery';
import { MortgageCalculator } from '../features/mortgage-calculator/MortgageCalculator';
import { ActionPanel } from '../features/listing/components/ActionPanel';
import { ListingAttribution } from '../features/listing/components/ListingAttribution';
import { DetailsModal } from '../features/listing/components/DetailsModal';
import { OpenHouses } from '../features/listing/components/OpenHouses';
import { PropertyHistory } from '../features/listing/components/PropertyHistory';
import { Schools } from '../features/listing/components/Schools';
import { ShareDialog } from '../features/listing/components/ShareDialog';
import { StatusLabel } from '../features/listing/components/StatusLabel';
import { TourInsights } from '../features/listing/components/TourInsights';
import styles from './PropertyDetails.module.css';
import { paths } from '@homeward/contracts';

type Dialog = 'tour' | 'share' | 'commute' | 'details' | null;

// The tour form (with its form library) and the commute planner are fetched on the reader's first
// touch, click or key on the page, not with it: a first visit downloads and starts only what it shows.
const loadTourModal = () => import('../features/tour/TourModal');
const loadCommuteDialog = () => import('../features/commute/CommuteDialog');
const TourModal = lazy(() => loadTourModal().then((m) => ({ default: m.TourModal })));
const CommuteDialog = lazy(() => loadCommuteDialog().then((m) => ({ default: m.CommuteDialog })));

function useDialogCodeOnFirstInput(): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'pointerover'] as const;
    let cancel = () => {};
    const warm = () => {
      events.forEach((name) => window.removeEventListener(name, warm));
      // Once what the input does has painted: started in the input's own task, the two chunks'
      // loading (and the shared libraries they ask for) ran before a first tap's own answer, and
      // opening the photos on a phone waited for it (about 150 ms at 4× CPU slowdown).
      cancel = afterNextPaint(() => {
        void loadTourModal().catch(() => undefined);
        void loadCommuteDialog().catch(() => undefined);
      });
    };
    events.forEach((name) => window.addEventListener(name, warm, { passive: true }));
    return () => {
      events.forEach((name) => window.removeEventListener(name, warm));
      cancel();
    };
  }, []);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </TitledSection>
  );
}

export function PropertyDetails({ listing }: { listing: ListingDetail }) {
  const { dialog, opened, setDialog, close } = useListingDialogs();
  useDialogCodeOnFirstInput();
  const [params] = useSearchParams();
  // The sections below "About this home" are drawn once the page has painted; a screen-high block
  // keeps the footer below the fold until then. A link to a section draws everything at once.
  const { hash } = useLocation();
  const showSections = useAfterFirstPaint(hash.length > 1);
  const street = [listing.address, listing.unit].filter(Boolean).join(' ');
  const place = `${listing.city}, ${listing.state} ${listing.zipcode}`;
  const fullAddress = `${street}, ${place}`;
  const origin = usePageOrigin();
  const shareUrl = new URL(paths.listing.propertyByAddress.href(listing), origin).href;
  // A sold home leads back to the sold homes of its city (the /listingsold mirror, spec 2.1).
  const sold = SOLD_STATUS_CODES.includes(listing.status);

  return (
    <article className={classes(layoutStyles.page, styles.page)}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to={paths.search.listings.href({ state: listing.state, city: listing.city }, { sold })}>
          {sold ? 'Sold homes' : 'Homes for sale'} in {listing.city}
        </Link>
      </nav>

      <Gallery photos={listing.photos} captions={listing.photoCaptions} caption={fullAddress} />

      <div className={styles.columns}>
        <div className={styles.main}>
          <ListingHeader listing={listing} street={street} place={place} setDialog={setDialog} />

          <div className={styles.mobilePanel}>
            <ActionPanel listing={listing} agentId={params.get('agentid')} onScheduleTour={() => setDialog('tour')} />
          </div>

          <Section id="about" title="About this home">
            <p className={styles.description}>{listing.description}</p>
            <Button variant="secondary" onClick={() => setDialog('details')}>
              View all details
            </Button>
          </Section>

          {showSections ? <LaterSections listing={listing} street={street} /> : <div className={styles.sectionsPending} />}
        </div>

        <div className={styles.side}>
          <ActionPanel listing={listing} agentId={params.get('agentid')} onScheduleTour={() => setDialog('tour')} />
        </div>
      </div>

      {opened.has('tour') && (
        <Suspense fallback={null}>
          <TourModal open={dialog === 'tour'} onClose={close} mls={listing.mls} address={fullAddress} />
        </Suspense>
      )}
      <ShareDialog open={dialog === 'share'} onClose={close} url={shareUrl} title={fullAddress} />
      {opened.has('commute') && (
        <Suspense fallback={null}>
          <CommuteDialog open={dialog === 'commute'} onClose={close} home={{ lat: listing.latitude, lng: listing.longitude, label: street }} />
        </Suspense>
      )}
      <DetailsModal open={dialog === 'details'} onClose={close} listing={listing} title={fullAddress} />
    </article>
  );
}

/** Which of the page's dialogs is open, and which have been opened (and so stay drawn). */
function useListingDialogs() {
  const [dialog, setDialogState] = useState<Dialog>(null);
  // A dialog fetched on demand stays drawn once opened, so it closes as the others do. Until its
  // code has come, focus stays on the button that opens it, which the dialog gives focus back to.
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(() => new Set());
  const setDialog = (next: Dialog) => {
    if (next && !opened.has(next)) setOpened(new Set(opened).add(next));
    setDialogState(next);
  };
  return { dialog, opened, setDialog, close: () => setDialog(null) };
}

/** The home's status, address, price and key facts, with the favorite, share and commute buttons. */
function ListingHeader({ listing, street, place, setDialog }: { listing: ListingDetail; street: string; place: string; setDialog: (dialog: Dialog) => void }) {
  return (
    <header className={styles.header}>
      <div className={styles.headline}>
        <StatusLabel status={listing.status} timeOnMarket={listing.timeOnMarket} />
        <span className={styles.mls}>MLS #{listing.mls}</span>
      </div>
      <h1 className={styles.title}>
        {street}
        <span className={styles.place}>{place}</span>
      </h1>
      <p className={styles.price}>{formatCurrency(listing.listingPrice)}</p>
      <ul className={styles.keyFacts} aria-label="Key facts">
        <li>{formatBeds(listing.bedrooms)}</li>
        <li>{formatBaths(listing.baths)}</li>
        <li>{formatSquareFeet(listing.totalSquareFoot)}</li>
        <li>{homeTypeLabel(listing.type)}</li>
        {listing.yearBuilt && <li>Built {listing.yearBuilt}</li>}
        {listing.hoa ? <li>{formatCurrency(listing.hoa)}/mo HOA</li> : null}
      </ul>
      {estimateCashBack(listing.listingPrice) > 0 && (
        <p className={styles.cashBack}>
          Buy with Homeward and get about <strong>{formatCurrency(estimateCashBack(listing.listingPrice))}</strong> back from the commission at
          closing.
        </p>
      )}
      <div className={styles.tools}>
        <SaveHomeButton variant="labelled" mls={listing.mls} address={street} />
        <Button variant="secondary" onClick={() => setDialog('share')}>
          Share
        </Button>
        <Button variant="secondary" onClick={() => setDialog('commute')}>
          Add a commute
        </Button>
      </div>
    </header>
  );
}

/** The sections below "About this home", drawn once the page has painted. */
function LaterSections({ listing, street }: { listing: ListingDetail; street: string }) {
  return (
    <>
      <Section id="tour-insights" title="Tour insights">
        <TourInsights listing={listing} />
      </Section>

      <Section id="open-houses" title="Open houses">
        <OpenHouses openHouses={listing.openHouses} />
      </Section>

      <Section id="payment" title="Monthly payment">
        <MortgageCalculator listing={listing} />
      </Section>

      <Section id="schools" title="Schools">
        <Schools schools={listing.schools} source={listing.schoolsSource} />
      </Section>

      <Section id="history" title="Property history">
        <PropertyHistory history={listing.history} />
      </Section>

      <Section id="listing-agent" title="Listed by">
        <p className={styles.agent}>
          <strong>{listing.agent.name}</strong>, {listing.agent.brokerage}
          <br />
          <a href={`tel:${listing.agent.phone.replace(/[^\d+]/g, '')}`}>Call {listing.agent.phone}</a>
          {' · '}
          <a href={`mailto:${listing.agent.email}?subject=${encodeURIComponent(`MLS #${listing.mls}, ${street}`)}`}>
            Email the listing agent
          </a>
        </p>
        {listing.attribution && <ListingAttribution attribution={listing.attribution} />}
        <p className={styles.muted}>
          Facts from {listing.dataSource.name} ({listing.dataSource.licence}).
        </p>
      </Section>
    </>
  );
}
