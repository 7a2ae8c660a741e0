import { paths } from '@homeward/contracts';
import { useId, useMemo, useState } from 'react';
import type { ListingDetail } from '@homeward/contracts';
import { formatAmountInput, formatCurrency, formatRate, parseAmountInput } from '@homeward/domain';
import { Link } from 'react-router';
import { useInterestRates, usePublishedRateSheets } from '@homeward/platform';
import { classes, fieldStyles } from '@homeward/ui';
import { RateSheets } from '@homeward/ui/rates';
import { REFERENCE_PRODUCT, startingRate } from '../../shared/listingApi';
import {
  DEFAULT_MORTGAGE_INSURANCE_PERCENT,
  FALLBACK_PROPERTY_TAX_PERCENT,
  INSURANCE_PERCENT_OF_PRICE,
  PROPERTY_TAX_PERCENT_BY_STATE,
  calculate,
  termYears,
} from './calculator';
import styles from './MortgageCalculator.module.css';

const cents = (v: number) => formatCurrency(v, { cents: true });
const asNumber = (text: string) => {
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) ? value : 0;
};

/** Property page mortgage calculator: every input changes the per-month result at once. */
export function MortgageCalculator({ listing }: { listing: ListingDetail }) {
  const sheets = usePublishedRateSheets();
  const calculation = useMortgageCalculation(listing);
  return (
    <div className={styles.calculator}>
      <PaymentResult result={calculation.result} />
      <div className={styles.inputs}>
        <LoanInputs calculation={calculation} />
        <CostInputs calculation={calculation} />
      </div>
      <p className={styles.footnote}>
        An estimate for planning, not a loan offer. <Link to={paths.listing.mortgageRequest.href(listing.mls)}>Request a mortgage for this home</Link>
      </p>
      <RateSheets sheets={sheets.data ?? []} headingLevel={3} />
    </div>
  );
}

type Calculation = ReturnType<typeof useMortgageCalculation>;

/** The calculator's inputs, started from the home (its price, state's tax, HOA), and the payment they make. */
function useMortgageCalculation(listing: ListingDetail) {
  const rates = useInterestRates();
  const products = useMemo(() => {
    // Without today's rates the calculator still works from the stored or default rate (spec 9).
    const list = rates.data?.productRates ?? [];
    return list.length ? list : [{ rate: startingRate([]), apr: NaN, metadata: { description: REFERENCE_PRODUCT } }];
  }, [rates.data]);
  const id = useId();

  const [price, setPrice] = useState(formatAmountInput(String(listing.listingPrice)));
  const [downPercent, setDownPercent] = useState('20');
  const [product, setProduct] = useState(REFERENCE_PRODUCT);
  const [rate, setRate] = useState<string | null>(null);
  const [includePmi, setIncludePmi] = useState(true);
  const [pmiPercent, setPmiPercent] = useState(String(DEFAULT_MORTGAGE_INSURANCE_PERCENT));
  const [taxPercent, setTaxPercent] = useState(String(PROPERTY_TAX_PERCENT_BY_STATE[listing.state] ?? FALLBACK_PROPERTY_TAX_PERCENT));
  const [insurance, setInsurance] = useState(formatAmountInput(String(Math.round((listing.listingPrice * INSURANCE_PERCENT_OF_PRICE) / 100))));
  const [hoa, setHoa] = useState(formatAmountInput(String(listing.hoa ?? 0)));

  const chosen = products.find((p) => p.metadata.description === product) ?? products[0];
  // The rate follows the chosen loan type until the buyer types their own.
  const rateText = rate ?? formatRate(chosen.metadata.description === REFERENCE_PRODUCT ? startingRate(products) : chosen.rate);

  const downValue = Math.min(100, Math.max(0, asNumber(downPercent)));
  const result = calculate({
    price: parseAmountInput(price),
    downPaymentPercent: downValue,
    ratePercent: asNumber(rateText),
    years: termYears(chosen.metadata.description),
    includeMortgageInsurance: includePmi,
    mortgageInsurancePercent: asNumber(pmiPercent),
    propertyTaxPercent: asNumber(taxPercent),
    insurancePerYear: parseAmountInput(insurance),
    hoaPerMonth: parseAmountInput(hoa),
  });
  return {
    id, rates, products, chosen, rateText, downValue, result,
    price, setPrice, downPercent, setDownPercent, product, setProduct, setRate, includePmi, setIncludePmi,
    pmiPercent, setPmiPercent, taxPercent, setTaxPercent, insurance, setInsurance, hoa, setHoa,
  };
}

/** The payment a month, its parts as a bar and a list, and the loan and down payment it comes from. */
function PaymentResult({ result }: { result: Calculation['result'] }) {
  const parts = [
    { label: 'Principal and interest', value: result.principalAndInterest, className: styles.pi },
    { label: 'Property tax', value: result.propertyTax, className: styles.tax },
    { label: 'Home insurance', value: result.insurance, className: styles.ins },
    { label: 'HOA dues', value: result.hoa, className: styles.hoa },
    { label: 'Mortgage insurance', value: result.mortgageInsurance, className: styles.pmi },
  ];
  return (
    <div className={styles.result} aria-live="polite" aria-atomic="true">
      <p className={styles.total}>
        <span className={styles.totalValue}>{cents(result.total)}</span> per month
      </p>
      <div className={styles.bar} aria-hidden="true">
        {parts
          .filter((p) => p.value > 0)
          .map((p) => (
            <span key={p.label} className={p.className} style={{ flexGrow: p.value }} />
          ))}
      </div>
      <dl className={styles.breakdown}>
        {parts.map((p) => (
          <div key={p.label} className={styles.line}>
            <dt>
              <span className={`${styles.swatch} ${p.className}`} aria-hidden="true" />
              {p.label}
            </dt>
            <dd>{cents(p.value)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.loan}>
        Loan amount {formatCurrency(result.loan)} · down payment {formatCurrency(result.downPayment)}
      </p>
    </div>
  );
}

/** The loan itself: the price, the down payment, the loan type and its rate. */
function LoanInputs({ calculation }: { calculation: Calculation }) {
  const { rates, products, chosen, rateText, downValue, result, price, setPrice, downPercent, setDownPercent, product, setProduct, setRate } = calculation;
  return (
    <>
      <label className={styles.field}>
        <span>Home price</span>
        <span className={classes(fieldStyles.money, styles.money)}>
          <input inputMode="numeric" value={price} onChange={(e) => setPrice(formatAmountInput(e.target.value))} />
        </span>
      </label>
      <label className={styles.field}>
        <span>Down payment: {downValue}% ({formatCurrency(result.downPayment)})</span>
        <span className={styles.pair}>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={downValue}
            onChange={(e) => setDownPercent(e.target.value)}
            aria-label="Down payment percent slider"
            aria-valuetext={`${downValue}%`}
          />
          <input
            className={styles.small}
            inputMode="decimal"
            value={downPercent}
            onChange={(e) => setDownPercent(e.target.value.replace(/[^\d.]/g, ''))}
            aria-label="Down payment percent"
          />
        </span>
      </label>
      <label className={styles.field}>
        <span>Loan type</span>
        <select value={product} onChange={(e) => {
            setProduct(e.target.value);
            setRate(null);
          }}>
          {products.map((p) => (
            <option key={p.metadata.description} value={p.metadata.description}>
              {p.metadata.description}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>Interest rate (%)</span>
        <input inputMode="decimal" value={rateText} onChange={(e) => setRate(e.target.value.replace(/[^\d.]/g, ''))} />
        {Number.isFinite(chosen.apr) && (
          // Sample rates are illustrations of no day, as the home page's rate cards say too.
          <span className={styles.hint}>
            {rates.data?.isSample ? 'Sample' : 'Today’s'} {chosen.metadata.description}: {formatRate(chosen.rate)}% (APR {formatRate(chosen.apr)}%)
          </span>
        )}
      </label>
    </>
  );
}

/** What owning the home costs besides the loan: mortgage insurance, property tax, home insurance and HOA dues. */
function CostInputs({ calculation }: { calculation: Calculation }) {
  const { id, includePmi, setIncludePmi, pmiPercent, setPmiPercent, taxPercent, setTaxPercent, insurance, setInsurance, hoa, setHoa } = calculation;
  return (
    <>
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" checked={includePmi} onChange={(e) => setIncludePmi(e.target.checked)} />
          <span>Include mortgage insurance</span>
        </label>
        <label className={styles.inline} htmlFor={`${id}-pmi`}>
          Mortgage insurance (% of loan a year)
        </label>
        <input id={`${id}-pmi`} inputMode="decimal" value={pmiPercent} disabled={!includePmi} onChange={(e) => setPmiPercent(e.target.value.replace(/[^\d.]/g, ''))} />
        <span className={styles.hint}>Charged while the down payment is under 20%.</span>
      </div>
      <label className={styles.field}>
        <span>Property tax (% a year)</span>
        <input inputMode="decimal" value={taxPercent} onChange={(e) => setTaxPercent(e.target.value.replace(/[^\d.]/g, ''))} />
      </label>
      <label className={styles.field}>
        <span>Home insurance ($ a year)</span>
        <span className={classes(fieldStyles.money, styles.money)}>
          <input inputMode="numeric" value={insurance} onChange={(e) => setInsurance(formatAmountInput(e.target.value))} />
        </span>
      </label>
      <label className={styles.field}>
        <span>HOA dues ($ a month)</span>
        <span className={classes(fieldStyles.money, styles.money)}>
          <input inputMode="numeric" value={hoa} onChange={(e) => setHoa(formatAmountInput(e.target.value))} />
        </span>
      </label>
    </>
  );
}
