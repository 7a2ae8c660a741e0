import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCalls, type InterestRateData } from '@homeward/contracts';
import { REFERENCE_RATE_PRODUCT } from '@homeward/domain';
import { callApi } from '../apiClient';
import { storageKeys, writeString } from '../storage';
import { queryKeys } from './keys';

/**
 * Spec 7: the rate list is read once and cached; the '30-Year Fixed' rate is kept in local storage
 * as InterestRate, where the payment maths of every slice reads it.
 */
export async function fetchInterestRates(signal?: AbortSignal): Promise<InterestRateData> {
  let data: InterestRateData;
  try {
    data = await callApi(apiCalls.interestRates, { signal });
  } catch (error) {
    // Spec 7: a failure is logged; each page says so in its own words or falls back to the stored rate.
    if (!signal?.aborted) console.error('Interest rates could not be loaded', error);
    throw error;
  }
  const reference = data.productRates.find((p) => p.metadata.description === REFERENCE_RATE_PRODUCT);
  if (reference && reference.rate > 0) writeString(storageKeys.interestRate, String(reference.rate));
  return data;
}

/** The one cache entry for today's rates: home page cards, the property page calculator and the search bar share it. */
export const interestRatesQuery = queryOptions({
  queryKey: queryKeys.interestRates,
  queryFn: ({ signal }) => fetchInterestRates(signal),
  staleTime: 30 * 60_000,
  retry: 1,
});

/** `retry: false` where a user is waiting on the answer and a fallback rate will do. */
export function useInterestRates(options: { enabled?: boolean; retry?: boolean } = {}) {
  return useQuery({ ...interestRatesQuery, enabled: options.enabled ?? true, retry: options.retry ?? interestRatesQuery.retry });
}
