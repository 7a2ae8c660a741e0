import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PartnerType, z } from '@homeward/contracts';
import {
  myPartnerApplicationSchema,
  partnerApiPaths,
  partnerRequestSchema,
  partnerRequestsResponseSchema,
  type PartnerApplicationBody,
  type PartnerRequestStatus,
} from '@homeward/contracts/signed-in';
import { http, partnerProfilesQuery, useSession } from '@homeward/platform';

/** http paths are relative to /api/v2. */
const rel = (path: string) => path.replace(/^\/api\/v2/, '');

/** The kernel's entry, shared with the account menu, so an approval shows in both at once. */
export const profilesQuery = () => partnerProfilesQuery;

export const myApplicationsQuery = () =>
  queryOptions({
    queryKey: ['mf-partners', 'applications', 'mine'],
    queryFn: ({ signal }) => http.get(rel(partnerApiPaths.myApplications), { schema: z.array(myPartnerApplicationSchema), signal }),
  });

export const partnerRequestsQuery = (partnerType: PartnerType) =>
  queryOptions({
    queryKey: ['mf-partners', 'requests', partnerType],
    queryFn: ({ signal }) => http.get('/partners/requests', { query: { partnerType }, schema: partnerRequestsResponseSchema.shape.data, signal }),
  });

/** Partner data only for a signed-in user; a visitor is sent to sign in by the page guard. */
export function useProfiles() {
  const signedIn = useSession((s) => s.status) === 'signed-in';
  return useQuery({ ...profilesQuery(), enabled: signedIn });
}

export function useMyApplications() {
  const signedIn = useSession((s) => s.status) === 'signed-in';
  return useQuery({ ...myApplicationsQuery(), enabled: signedIn });
}

export function usePartnerRequests(partnerType: PartnerType, enabled: boolean) {
  return useQuery({ ...partnerRequestsQuery(partnerType), enabled });
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerApplicationBody) => http.post(rel(partnerApiPaths.myApplications), body, { schema: myPartnerApplicationSchema }),
    onSuccess: (created) => client.setQueryData(myApplicationsQuery().queryKey, (old) => [created, ...(old ?? [])]),
  });
}

export function useAnswerRequest(partnerType: PartnerType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, partnerStatus }: { id: string; partnerStatus: PartnerRequestStatus }) =>
      http.put(rel(partnerApiPaths.requestStatus(id)), { partnerStatus }, { schema: partnerRequestSchema }),
    onSuccess: (updated) => {
      client.setQueryData(partnerRequestsQuery(partnerType).queryKey, (old) =>
        old ? { ...old, items: old.items.map((r) => (r.id === updated.id ? updated : r)) } : old,
      );
    },
  });
}

export function useSaveArea(partnerType: PartnerType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (area: { serviceStates: ('WA' | 'MA')[]; serviceZips: string[] }) =>
      http.put(rel(partnerApiPaths.area), { partnerType, ...area }, { schema: z.looseObject({ serviceStates: z.array(z.string()), serviceZips: z.array(z.string()) }) }),
    onSuccess: () => void client.invalidateQueries({ queryKey: partnerRequestsQuery(partnerType).queryKey }),
  });
}
