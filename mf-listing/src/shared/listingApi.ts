import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentSnapshotSchema, apiCalls, type AgentSnapshot } from '@homeward/contracts';
import { DEFAULT_INTEREST_RATE_PERCENT, REFERENCE_RATE_PRODUCT } from '@homeward/domain';
import { callApi, readJson, readString, storageKeys, writeJson } from '@homeward/platform';
import { z } from '@homeward/contracts';

export function fetchListing(mls: string, signal?: AbortSignal) {
  return callApi(apiCalls.listing, { params: { mls }, signal });
}

export const listingQuery = (mls: string) =>
  queryOptions({ queryKey: ['listing', mls], queryFn: ({ signal }) => fetchListing(mls, signal), staleTime: 5 * 60_000 });

export function useListing(mls: string | undefined) {
  return useQuery({ ...listingQuery(mls ?? ''), enabled: !!mls });
}

/** The product whose rate the calculator starts from (spec 7). */
export const REFERENCE_PRODUCT = REFERENCE_RATE_PRODUCT;

/** '30-Year Fixed' from the rate list, else the stored InterestRate, else 5.56 (spec 9). */
export function startingRate(productRates: readonly { rate: number; metadata: { description: string } }[]): number {
  const reference = productRates.find((p) => p.metadata.description === REFERENCE_PRODUCT);
  if (reference) return reference.rate;
  const stored = Number(readString(storageKeys.interestRate));
  if (Number.isFinite(stored) && stored > 0) return stored;
  return DEFAULT_INTEREST_RATE_PERCENT;
}

const cachedAgentSchema = z.extend(agentSnapshotSchema, { agentId: z.string() });

/**
 * The referring agent of an `?agentid=` link (spec 7), cached in local storage under AgentInfo so
 * the name stays on screen on the next visit without a call.
 */
export async function fetchAgentSnapshot(agentId: string, signal?: AbortSignal): Promise<AgentSnapshot> {
  const cached = readJson(storageKeys.agentInfo, (raw) => {
    const parsed = cachedAgentSchema.safeParse(raw);
    return parsed.success && parsed.data.agentId === agentId ? parsed.data : undefined;
  });
  if (cached) return { agentName: cached.agentName, agentPhone: cached.agentPhone };
  try {
    const { data } = await callApi(apiCalls.agentSnapshot, { params: { agentId }, signal });
    writeJson(storageKeys.agentInfo, { ...data, agentId });
    return data;
  } catch (error) {
    // Spec 8: a failed agent lookup is logged, and the page says 'Error fetching response.'
    if (!signal?.aborted) console.error(`The agent ${agentId} could not be loaded`, error);
    throw error;
  }
}

export function useAgentSnapshot(agentId: string | null) {
  return useQuery({
    queryKey: ['agent-snapshot', agentId],
    queryFn: ({ signal }) => fetchAgentSnapshot(agentId ?? '', signal),
    enabled: !!agentId,
    staleTime: Infinity,
  });
}
