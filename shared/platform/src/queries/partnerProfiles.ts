import { queryOptions } from '@tanstack/react-query';
import { apiCalls, type PartnerProfile } from '@homeward/contracts';
import { callApi } from '../apiClient';
import { queryKeys } from './keys';


/** The signed-in user's partner profiles; spec 8: a failed load empties the list and is logged. */
export async function fetchPartnerProfiles(signal?: AbortSignal): Promise<PartnerProfile[]> {
  try {
    return (await callApi(apiCalls.partnerProfiles, { signal })).data;
  } catch (error) {
    console.error('Partner profiles could not be loaded', error);
    return [];
  }
}

/** One entry for the account menu's Partners submenu and the partner dashboards, so an approval shows in both. */
export const partnerProfilesQuery = queryOptions({
  queryKey: queryKeys.partnerProfiles,
  queryFn: ({ signal }) => fetchPartnerProfiles(signal),
});
