import { useId, useState } from 'react';
import {
  CASH_BACK_ASSUMPTIONS,
  formatCurrency,
  formatThousands,
  HOME_PRICE_SLIDER_STEPS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
} from '@homeward/domain';
import type { Audience } from '../../content/home';
import { buyerRefund, HOMEWARD_LISTING_FEE_PERCENT, sellerSaving, TRADITIONAL_LISTING_COMMISSION_PERCENT } from './savings';
import styles from './SavingsEstimator.module.css';
import { rowClass } from '@homeward/ui';

/** Spec 9: the slider runs 0 to 4,500,000 in up to 1000 steps. */
export const PRICE_STEP = (PRICE_SLIDER_MAX - PRICE_SLIDER_MIN) / HOME_PRICE_SLIDER_STEPS;
export const DEFAULT_HOME_PRICE = 900_000;

/** Home price slider with the savings estimate beside it and the rule in small print. */
export function SavingsEstimator({ audience = 'buyers' }: { audience?: Audience }) {
  const id = useId();
  const [price, setPrice] = useState(DEFAULT_HOME_PRICE);
  const [typed, setTyped] = useState<string | null>(null);
  const buyers = audience === 'buyers';
  const saving = buyers ? buyerRefund(price) : sellerSaving(price);

  return (
    <div className={styles.estimator}>
      <label htmlFor={`${id}-price`} className={styles.sliderLabel}>
        Home price: <strong>{formatCurrency(price)}</strong>
      </label>
      <input
        id={`${id}-price`}
        type="range"
        className={styles.slider}
        min={PRICE_SLIDER_MIN}
        max={PRICE_SLIDER_MAX}
        step={PRICE_STEP}
        value={price}
        aria-valuetext={formatCurrency(price)}
        onChange={(event) => {
          setTyped(null);
          setPrice(Number(event.target.value));
        }}
      />
      <div className={styles.sliderScale} aria-hidden="true">
        <span>$0</span>
        <span>{formatCurrency(PRICE_SLIDER_MAX)}</span>
      </div>
      <div className={styles.exact}>
        <label htmlFor={`${id}-exact`}>Or type a price</label>
        <span className={rowClass({ inline: true, align: 'center', gap: 1 }, styles.exactInput)}>
          <span aria-hidden="true">$</span>
          <input
            id={`${id}-exact`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={typed ?? formatThousands(price)}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 10);
              const next = Math.min(Number(digits || 0), PRICE_SLIDER_MAX * 10);
              setTyped(digits ? formatThousands(next) : '');
              setPrice(next);
            }}
            onBlur={() => setTyped(null)}
          />
        </span>
      </div>
      <p className={styles.estimate}>
        {buyers ? 'Your estimated refund' : 'You keep an estimated'}{' '}
        <output htmlFor={`${id}-price`} className={styles.estimateValue} aria-live="polite" data-testid="savings-estimate">
          {formatCurrency(saving)}
        </output>
      </p>
      <p className={styles.smallPrint}>
        {buyers
          ? `How we estimate: ${CASH_BACK_ASSUMPTIONS}`
          : `How we estimate: a typical traditional listing commission of ${TRADITIONAL_LISTING_COMMISSION_PERCENT}% of the price, minus Homeward’s ${HOMEWARD_LISTING_FEE_PERCENT}% listing fee, rounded to the dollar. Buyer’s agent compensation and closing costs apply either way and are not included.`}
      </p>
    </div>
  );
}
