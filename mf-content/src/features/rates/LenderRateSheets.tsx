import { usePublishedRateSheets } from '@homeward/platform';
import { RateSheets } from '@homeward/ui/rates';

/** Get a Loan: the rate sheets lenders published, above the rate cards; nothing while none has. */
export function LenderRateSheets() {
  const sheets = usePublishedRateSheets();
  return <RateSheets sheets={sheets.data ?? []} />;
}
