import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, API_PREFIX, interestRateDataSchema, type ProductRate } from '@homeward/contracts';
import { formatRate } from '@homeward/domain';
import { http, storageKeys, writeString } from '@homeward/platform';

export const THIRTY_YEAR_FIXED = '30-Year Fixed';

/** Spec 7: the 30-Year Fixed rate is kept in InterestRate, where the payment maths reads it. */
async function fetchInterestRates() {
  const data = await http.get(apiPaths.interestRateData.slice(API_PREFIX.length), { schema: interestRateDataSchema });
  const thirty = data.productRates.find((r) => r.metadata.description === THIRTY_YEAR_FIXED);
  if (thirty) writeString(storageKeys.interestRate, String(thirty.rate));
  return data;
}

export const interestRatesQuery = queryOptions({
  queryKey: ['interest-rates'],
  queryFn: fetchInterestRates,
  staleTime: 30 * 60 * 1000,
  retry: 1,
});

export function useInterestRates() {
  return useQuery(interestRatesQuery);
}

/** 30-Year Fixed first, then the rest in the order the API gives. */
export function orderRates(rates: readonly ProductRate[]): ProductRate[] {
  return [...rates].sort(
    (a, b) => Number(b.metadata.description === THIRTY_YEAR_FIXED) - Number(a.metadata.description === THIRTY_YEAR_FIXED),
  );
}

export function rateText(rate: number): string {
  return `${formatRate(rate)}%`;
}
