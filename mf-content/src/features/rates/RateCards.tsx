import { Button, LoadingBlock, stackClass, primitiveStyles, classes, layoutStyles } from '@homeward/ui';
import { useInterestRates } from '@homeward/platform';
import { orderRates, rateText } from '../../shared/interestRates';
import styles from './RateCards.module.css';
import { formatDate } from '@homeward/domain';

function asOfText(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return formatDate(date, 'long') || null;
}

/** Today's mortgage rates (rate and APR); says so plainly when they cannot be loaded. */
export function RateCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const rates = useInterestRates();
  const Heading = `h${headingLevel}` as const;
  const Card = `h${headingLevel + 1}` as 'h3' | 'h4';
  const sample = rates.data?.isSample === true;

  return (
    <section className={styles.rates} aria-labelledby="rates-heading">
      <Heading id="rates-heading" className={styles.heading}>
        {sample ? 'Sample mortgage rates' : 'Today’s mortgage rates'}
      </Heading>
      {rates.isPending && <LoadingBlock label="Loading mortgage rates…" />}
      {rates.isError && (
        <div className={styles.unavailable} role="status">
          <p>Mortgage rates are unavailable right now. Please check back in a little while.</p>
          <Button variant="secondary" size="small" onClick={() => void rates.refetch()} busy={rates.isFetching}>
            Try again
          </Button>
        </div>
      )}
      {rates.data && rates.data.productRates.length === 0 && (
        <p className={styles.unavailable} role="status">
          Mortgage rates are unavailable right now. Please check back in a little while.
        </p>
      )}
      {rates.data && rates.data.productRates.length > 0 && (
        <>
          <ul className={stackClass(4, primitiveStyles.plainList, styles.cards)}>
            {orderRates(rates.data.productRates).map((rate) => (
              <li key={rate.metadata.description} className={classes(layoutStyles.card, styles.card)}>
                <Card className={styles.product}>{rate.metadata.description}</Card>
                <dl className={styles.figures}>
                  <div>
                    <dt>Rate</dt>
                    <dd>{rateText(rate.rate)}</dd>
                  </div>
                  <div>
                    <dt>APR</dt>
                    <dd>{rateText(rate.apr)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {sample ? (
            <p className={styles.smallPrint}>
              Sample rates for illustration only: they are not today’s market rates and not a quote. Your rate depends on your credit,
              down payment and the home; a lender partner quotes it when you request a mortgage.
            </p>
          ) : (
            <p className={styles.smallPrint}>
              Average rates{asOfText(rates.data.asOf) ? ` as of ${asOfText(rates.data.asOf)}` : ''}, source: {rates.data.source}. Your rate
              depends on your credit, down payment and the home; rates are not a commitment to lend.
            </p>
          )}
        </>
      )}
    </section>
  );
}
