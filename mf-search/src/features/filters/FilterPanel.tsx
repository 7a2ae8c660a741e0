import { useId, useMemo, useRef } from 'react';
import type { ListingSearchResult } from '@homeward/contracts';
import {
  createDefaultFilterCriteria,
  formatThousands,
  HOA_OPTIONS,
  newConstructionFilter,
  NO_MAX,
  OPEN_HOUSE_OPTIONS,
  SCHOOL_RATING_OPTIONS,
  setOpenHouseOnly,
  SQUARE_FOOT_OPTIONS,
  STATUS_FILTER_OPTIONS,
  statusFilterRequiresFetch,
  TIME_ON_SITE_OPTIONS,
  yearBuiltOptions,
  type FilterCriteria,
} from '@homeward/domain';
import { Button, Dialog, visuallyHiddenClass } from '@homeward/ui';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useMatchCount } from '../../shared/search/searchListings';
import { narrowLoadedResult } from '../../shared/search/instantResults';
import { BedBathSteppers, HomeTypeChips, NumberSelect, PriceSelects, RadioChoices, RangeSelects, Section, Switch } from './FilterFields';
import { useFilterDraft } from './useFilterDraft';
import { PriceHistogram } from './PriceHistogram';
import { useFilters } from '../../shared/filters/filterStore';
import styles from './Filters.module.css';
import { PanelIconButton } from '../../components/PanelIconButton';

export interface FilterPanelProps {
  open: boolean;
  searchText: string;
  histogram: Pick<ListingSearchResult, 'histogram' | 'histogramRange'> | null;
  onClose: () => void;
  /** Applies the chosen criteria (spec 2.7: the caller updates the route). */
  onConfirm: (criteria: FilterCriteria) => void;
  /** The answer on screen and the criteria it answers: counts the draft at once, before the server does. */
  loaded?: { result: ListingSearchResult; criteria: FilterCriteria } | null;
}

const YEARS = yearBuiltOptions(new Date().getFullYear());
const homes = (n: number) => `${formatThousands(n)} ${n === 1 ? 'Home' : 'Homes'}`;

/** The button's words: the server's count once it answers the draft, meanwhile what the loaded homes say honestly. */
export function seeHomesLabel(server: number | undefined, local: { count: number; precision: 'exact' | 'estimate' | 'unknown' } | null): string {
  if (server !== undefined) return `See ${homes(server)}`;
  if (local?.precision === 'exact') return `See ${homes(local.count)}`;
  if (local?.precision === 'estimate') return `See about ${homes(local.count)}`;
  return 'See Homes';
}

/**
 * The Filter panel of spec 2.7: every section, Reset to the spec 4.8 defaults, and 'See N Homes'
 * with the live count of the criteria being edited. Nothing applies until it is confirmed.
 */
export function FilterPanel({ open, searchText, histogram, onClose, onConfirm, loaded = null }: FilterPanelProps) {
  const { draft, setDraft, patch } = useFilterDraft(open);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const dateId = useId();
  const { counting, serverCount, label } = useDraftCount({ open, searchText, draft, loaded });

  function confirm() {
    // Spec 2.7: the panel scrolls back to the top and closes.
    bodyRef.current?.scrollTo({ top: 0 });
    onConfirm(draft);
  }

  return (
    <Dialog open={open} onClose={onClose} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelInner}>
        <header className={styles.panelHeader}>
          <PanelIconButton icon="back" label="Back to results" onClick={onClose} />
          <h2 id={titleId} className={styles.panelTitle}>
            Filter
          </h2>
          <button type="button" className={styles.textButton} onClick={() => setDraft(createDefaultFilterCriteria())}>
            Reset
          </button>
        </header>
        <div className={styles.panelBody} ref={bodyRef}>
          <HomeSections draft={draft} patch={patch} histogram={histogram} />
          <ListingSections draft={draft} patch={patch} dateId={dateId} />
        </div>
        <footer className={styles.panelFooter}>
          <Button block busy={counting && label === 'See Homes'} onClick={confirm} aria-describedby={`${titleId}-count`}>
            {label}
          </Button>
          <span id={`${titleId}-count`} className={visuallyHiddenClass} role="status" aria-live="polite">
            {serverCount !== undefined ? `${homes(serverCount)} match` : counting ? 'Counting homes…' : ''}
          </span>
        </footer>
      </div>
    </Dialog>
  );
}

/** The homes the draft matches: the server's count once typing pauses, and at once what the loaded homes say. */
function useDraftCount({ open, searchText, draft, loaded }: { open: boolean; searchText: string; draft: FilterCriteria; loaded: FilterPanelProps['loaded'] }) {
  const sort = useFilters((s) => s.sort);
  const counted = useDebouncedValue(draft, 250);
  const count = useMatchCount(open ? { searchText, criteria: counted, page: 1, sort } : null);
  const counting = count.isFetching || counted !== draft;
  const serverCount = !counting && !count.isPlaceholderData ? count.data : undefined;
  // Within a frame of each change: the homes already loaded, narrowed by the draft (instantResults.ts).
  const local = useMemo(() => {
    if (!open || !loaded || statusFilterRequiresFetch(draft.listingStatuses) || statusFilterRequiresFetch(loaded.criteria.listingStatuses)) return null;
    const narrowed = narrowLoadedResult(loaded.result, loaded.criteria, draft, new Date());
    return { count: narrowed.total, precision: narrowed.instant?.total ?? 'unknown' };
  }, [open, loaded, draft]);
  return { counting, serverCount, label: seeHomesLabel(serverCount, local) };
}

type Patch = ReturnType<typeof useFilterDraft>['patch'];

/** The home itself: its type, price, beds and baths, size and age. */
function HomeSections({ draft, patch, histogram }: { draft: FilterCriteria; patch: Patch; histogram: FilterPanelProps['histogram'] }) {
  return (
    <>
      <Section title="Home type">
        <HomeTypeChips value={draft.listingTypes} onChange={(listingTypes) => patch({ listingTypes })} />
      </Section>
      <Section title="Price Range">
        {histogram && <PriceHistogram histogram={histogram.histogram} range={histogram.histogramRange} low={draft.price.low ?? null} high={draft.price.high ?? null} />}
        <PriceSelects low={draft.price.low ?? null} high={draft.price.high ?? null} onChange={(low, high) => patch({ price: { low, high } })} />
      </Section>
      <BedBathSteppers draft={draft} onChange={patch} />
      <Section title="Square ft">
        <RangeSelects
          label="Square feet"
          low={draft.square_feet.low ?? null}
          high={draft.square_feet.high ?? null}
          values={SQUARE_FOOT_OPTIONS}
          format={(v) => `${formatThousands(v)} sq ft`}
          onChange={(low, high) => patch({ square_feet: { low, high } })}
        />
      </Section>
      <Section title="Year built">
        <RangeSelects
          label="Year built"
          low={draft.year_built.low ?? null}
          high={draft.year_built.high ?? null}
          values={YEARS}
          format={String}
          onChange={(low, high) => patch({ year_built: { low, high } })}
        />
      </Section>
    </>
  );
}

/** The listing: HOA fees, status, schools, time on the site, open houses and new construction. */
function ListingSections({ draft, patch, dateId }: { draft: FilterCriteria; patch: Patch; dateId: string }) {
  const hoaHigh = draft.homeowner_due.high ?? NO_MAX;
  const status = draft.listingStatuses[0] ?? 'A';
  return (
    <>
      <Section title="Max HOA fees">
        <NumberSelect
          label="Max HOA fees"
          hideLabel
          value={hoaHigh}
          options={HOA_OPTIONS}
          onChange={(v) => patch({ homeowner_due: { low: null, high: v === NO_MAX ? null : v } })}
        />
      </Section>
      <Section title="Status">
        <RadioChoices label="Status" name="status" options={STATUS_FILTER_OPTIONS} value={status} onChange={(value) => patch({ listingStatuses: [value] })} />
      </Section>
      <Section title="School rating">
        <NumberSelect label="Minimum school rating" hideLabel value={draft.minSchoolRating} options={SCHOOL_RATING_OPTIONS} onChange={(minSchoolRating) => patch({ minSchoolRating })} />
      </Section>
      <Section title="Time on the site">
        <NumberSelect
          label="Time on the site"
          hideLabel
          value={draft.daysOnMarket ?? NO_MAX}
          options={TIME_ON_SITE_OPTIONS}
          onChange={(daysOnMarket) => patch({ daysOnMarket })}
        />
      </Section>
      <Section title="Open house only">
        <OpenHouseFields draft={draft} patch={patch} dateId={dateId} />
      </Section>
      <Section title="New construction only">
        <Switch label="Only new construction" checked={draft.newConstruction === true} onChange={(on) => patch({ newConstruction: newConstructionFilter(on) })} />
      </Section>
    </>
  );
}

/** Open houses only, and on which day (a date of the buyer's choosing too). */
function OpenHouseFields({ draft, patch, dateId }: { draft: FilterCriteria; patch: Patch; dateId: string }) {
  return (
    <>
      <Switch label="Only homes with an open house" checked={draft.openHouse.only} onChange={(on) => patch({ openHouse: setOpenHouseOnly(draft.openHouse, on) })} />
      {draft.openHouse.only && (
        <RadioChoices
          label="Open house day"
          name="openHouseWhen"
          options={OPEN_HOUSE_OPTIONS}
          value={draft.openHouse.when}
          onChange={(when) => patch({ openHouse: { ...draft.openHouse, when, customDate: when === 'Custom' ? draft.openHouse.customDate : null } })}
        />
      )}
      {draft.openHouse.only && draft.openHouse.when === 'Custom' && (
        <div className={styles.selectField}>
          <label htmlFor={dateId} className={styles.fieldLabel}>
            Open house date
          </label>
          <input
            id={dateId}
            type="date"
            className={styles.select}
            value={draft.openHouse.customDate ?? ''}
            min={new Date().toISOString().slice(0, 10)}
            onChange={(event) => patch({ openHouse: { ...draft.openHouse, customDate: event.target.value || null } })}
          />
        </div>
      )}
    </>
  );
}
