import { useId, useState } from 'react';
import { formatCurrency, HOME_PRICE_SLIDER_STEPS, PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@homeward/domain';
import type { Audience } from '../../content/home';
import {
  BUYER_AGENT_COMMISSION_PERCENT,
  buyerRefund,
  HOMEWARD_LISTING_FEE_PERCENT,
  REFUND_SHARE_PERCENT,
  sellerSaving,
  TRADITIONAL_LISTING_COMMISSION_PERCENT,
} from './savings';
import styles from './SavingsEstimator.module.css';

/** Spec 9: the slider runs 0 to 4,500,000 in up to 1000 steps. */
export const PRICE_STEP = (PRICE_SLIDER_MAX - PRICE_SLIDER_MIN) / HOME_PRICE_SLIDER_STEPS;
export const DEFAULT_HOME_PRICE = 900_000;

/** Home price slider with the savings estimate beside it and the rule in small print. */
export function SavingsEstimator({ audience = 'buyers' }: { audience?: Audience }) {
  const id = useId();
  const [price, setPrice] = useState(DEFAULT_HOME_PRICE);
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
        onChange={(event) => setPrice(Number(event.target.value))}
      />
      <div className={styles.sliderScale} aria-hidden="true">
        <span>$0</span>
        <span>{formatCurrency(PRICE_SLIDER_MAX)}</span>
      </div>
      <p className={styles.estimate}>
        {buyers ? 'Your estimated refund' : 'You keep an estimated'}{' '}
        <output htmlFor={`${id}-price`} className={styles.estimateValue} aria-live="polite" data-testid="savings-estimate">
          {formatCurrency(saving)}
        </output>
      </p>
      <p className={styles.smallPrint}>
        {buyers
          ? `How we estimate: we assume a buyer’s agent commission of ${BUYER_AGENT_COMMISSION_PERCENT}% of the price and refund ${REFUND_SHARE_PERCENT}% of it, so the estimate is ${(BUYER_AGENT_COMMISSION_PERCENT * REFUND_SHARE_PERCENT) / 100}% of the price, rounded to the dollar. Your actual refund is ${REFUND_SHARE_PERCENT}% of the commission Homeward receives at closing, which is set in your purchase contract; lender rules may limit credits.`
          : `How we estimate: a typical traditional listing commission of ${TRADITIONAL_LISTING_COMMISSION_PERCENT}% of the price, minus Homeward’s ${HOMEWARD_LISTING_FEE_PERCENT}% listing fee, rounded to the dollar. Buyer’s agent compensation and closing costs apply either way and are not included.`}
      </p>
    </div>
  );
}
