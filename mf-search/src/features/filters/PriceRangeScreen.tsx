import { useId } from 'react';
import type { FilterCriteria } from '@homeward/domain';
import { Button, Dialog } from '@homeward/ui';
import { BedBathSteppers, PriceSelects } from './FilterFields';
import { useFilterDraft } from './useFilterDraft';
import styles from './Filters.module.css';
import { PanelIconButton } from '../../components/PanelIconButton';

export interface PriceRangeScreenProps {
  open: boolean;
  onClose: () => void;
  onSearch: (criteria: FilterCriteria) => void;
  onAllFilters: () => void;
}

/** The phone's quick filter screen of spec 2.7: price, bedrooms and bathrooms, then Search. */
export function PriceRangeScreen({ open, onClose, onSearch, onAllFilters }: PriceRangeScreenProps) {
  const { draft, patch } = useFilterDraft(open);
  const titleId = useId();

  return (
    <Dialog open={open} onClose={onClose} className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelInner}>
        <header className={styles.panelHeader}>
          <PanelIconButton icon="close" label="Close" onClick={onClose} />
        </header>
        <div className={styles.panelBody}>
          <h2 id={titleId} className={styles.screenTitle}>
            What else is important for your home search?
          </h2>
          <div className={styles.section}>
            <h3 className={styles.sectionTitle}>Price</h3>
            <PriceSelects low={draft.price.low ?? null} high={draft.price.high ?? null} onChange={(low, high) => patch({ price: { low, high } })} />
          </div>
          <BedBathSteppers draft={draft} onChange={patch} />
          <Button variant="link" className={styles.linkButton} onClick={onAllFilters}>
            All filters
          </Button>
        </div>
        <footer className={styles.panelFooter}>
          <Button block onClick={() => onSearch(draft)}>
            Search
          </Button>
        </footer>
      </div>
    </Dialog>
  );
}
