import { queryOptions, useQuery } from '@tanstack/react-query';
import { interestRateDataSchema } from '@homeward/contracts';
import { http, storageKeys, writeString } from '@homeward/platform';

const THIRTY_YEAR_FIXED = '30-Year Fixed';

/**
 * Spec 7: the rate data is cached and the '30-Year Fixed' rate is stored under InterestRate, which
 * the monthly-payment conversion reads. A failure is logged and changes nothing.
 */
async function loadAndStoreRate(): Promise<number | null> {
  try {
    const data = await http.get('/Listings/InterestRateData', { schema: interestRateDataSchema });
    const rate = data.productRates.find((p) => p.metadata.description === THIRTY_YEAR_FIXED)?.rate ?? null;
    if (rate != null && rate > 0) writeString(storageKeys.interestRate, String(rate));
    return rate;
  } catch (error) {
    console.error('Interest rates could not be loaded', error);
    return null;
  }
}

export const thirtyYearRateQuery = queryOptions({ queryKey: ['listings', 'interest-rate'], queryFn: loadAndStoreRate, staleTime: Infinity });

/** Starts loading the rate as soon as the user picks Monthly Payment. */
export function useThirtyYearRate(enabled: boolean) {
  return useQuery({ ...thirtyYearRateQuery, enabled });
}
