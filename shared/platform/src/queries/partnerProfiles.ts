import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { partnerProfileSchema, type PartnerProfile } from '@homeward/contracts';
import { http } from '../http';
import { queryKeys } from './keys';

const profilesResponseSchema = z.object({ data: z.array(partnerProfileSchema) });

/** The signed-in user's partner profiles; spec 8: a failed load empties the list and is logged. */
export async function fetchPartnerProfiles(signal?: AbortSignal): Promise<PartnerProfile[]> {
  try {
    return (await http.get('/public/partners/profiles', { schema: profilesResponseSchema, signal })).data;
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
