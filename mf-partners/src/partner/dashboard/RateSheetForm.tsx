import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths, type PublishedRateSheet, RATE_SHEET_PRODUCTS, rateSheetBodySchema, type RateSheetProduct } from '@homeward/contracts';
import { formatCalendarDay, formatRate, rateSheetDateError, toCalendarDate } from '@homeward/domain';
import { ApiError, bus } from '@homeward/platform';
import { Button, LoadingBlock } from '@homeward/ui';
import { useMyRateSheet, usePublishRateSheet } from '../api';
import styles from './Dashboard.module.css';

type Row = { rate: string; apr: string; points: string };
const FIGURES = ['rate', 'apr', 'points'] as const;
const FIGURE_LABELS: Record<(typeof FIGURES)[number], string> = { rate: 'Rate (%)', apr: 'APR (%)', points: 'Points' };

const rowsOf = (sheet: PublishedRateSheet | null): Record<string, Row> =>
  Object.fromEntries(
    (sheet?.products ?? []).map((p) => [p.product, { rate: formatRate(p.rate), apr: formatRate(p.apr), points: String(p.points) }]),
  );

/** A blank figure is no number; a blank points cell is no points. */
const toNumber = (text: string, blank: number) => (text.trim() === '' ? blank : Number(text.trim()));

/** The products with any figure filled in, as the API takes them. */
const productsOf = (rows: Record<string, Row>) =>
  RATE_SHEET_PRODUCTS.filter((p) => rows[p] && FIGURES.some((k) => rows[p][k].trim() !== '')).map((product) => ({
    product,
    rate: toNumber(rows[product].rate, NaN),
    apr: toNumber(rows[product].apr, NaN),
    points: toNumber(rows[product].points, 0),
  }));

/** The grid of figures: a row per loan product, a cell per figure. */
function RatesTable({ rows, onFigure }: { rows: Record<string, Row>; onFigure: (product: RateSheetProduct, key: keyof Row, value: string) => void }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>Your rates: fill in the products you offer and leave the rest blank</caption>
        <thead>
          <tr>
            <th scope="col">Loan</th>
            {FIGURES.map((k) => (
              <th key={k} scope="col">
                {FIGURE_LABELS[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {RATE_SHEET_PRODUCTS.map((product) => (
            <tr key={product}>
              <th scope="row">{product}</th>
              {FIGURES.map((k) => (
                <td key={k}>
                  <input
                    className={styles.filter}
                    inputMode="decimal"
                    aria-label={`${product} ${FIGURE_LABELS[k].replace(' (%)', '')}`}
                    value={rows[product]?.[k] ?? ''}
                    onChange={(e) => onFigure(product, k, e.target.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Editor({ sheet }: { sheet: PublishedRateSheet | null }) {
  const publish = usePublishRateSheet();
  const [effectiveDate, setEffectiveDate] = useState(toCalendarDate(new Date()));
  const [rows, setRows] = useState<Record<string, Row>>(() => rowsOf(sheet));
  const [error, setError] = useState<string | null>(null);

  const setFigure = (product: RateSheetProduct, key: keyof Row, value: string) =>
    setRows((all) => ({ ...all, [product]: { ...{ rate: '', apr: '', points: '' }, ...all[product], [key]: value } }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const products = productsOf(rows);
    // The API's schema and date rule, so the form refuses what the API would, in the same words.
    const parsed = rateSheetBodySchema.safeParse({ effectiveDate, products });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = issue?.path[1];
      const product = typeof index === 'number' ? products[index]?.product : undefined;
      return setError(`${product ? `${product}: ` : ''}${issue?.message ?? 'Check the rate sheet.'}`);
    }
    const dateError = rateSheetDateError(effectiveDate, new Date());
    if (dateError) return setError(dateError);
    try {
      await publish.mutateAsync(parsed.data);
      bus.publish({ type: 'toast', kind: 'success', message: 'Rate sheet published. Buyers see it now.' });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'We could not publish your rate sheet. Please try again.');
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby="sheet-error">
      <label className={styles.zipLabel}>
        Effective date
        <input className={styles.filter} type="date" value={effectiveDate} onChange={(e) => setEffectiveDate(e.target.value)} required />
      </label>
      <RatesTable rows={rows} onFigure={setFigure} />
      <p id="sheet-error" role="alert" className={styles.error}>
        {error}
      </p>
      <Button type="submit" busy={publish.isPending}>
        Publish rate sheet
      </Button>
    </form>
  );
}

/** Lender dashboard: the rate sheet buyers read on Get a Loan and on each home's mortgage section. */
export function RateSheetForm() {
  const sheet = useMyRateSheet();
  return (
    <section className={styles.panel} aria-labelledby="sheet-title">
      <h2 id="sheet-title" className={styles.panelTitle}>
        Your rate sheet
      </h2>
      {sheet.isPending ? (
        <LoadingBlock label="Loading your rate sheet…" />
      ) : (
        <>
          <p className={styles.meta}>
            {sheet.data
              ? `Published: effective ${formatCalendarDay(sheet.data.effectiveDate, 'long')}. Buyers see it on `
              : 'Not published yet. Once you publish, buyers see your rates, with your name and the date, on '}
            <Link to={paths.content.getLoan.href()}>Get a Loan</Link> and on every home’s mortgage section for 30 days from its effective date.
          </p>
          <Editor sheet={sheet.data ?? null} />
        </>
      )}
    </section>
  );
}
