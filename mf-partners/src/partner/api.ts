import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lenderApiPaths,
  myRateSheetSchema,
  publishedRateSheetSchema,
  requestDocumentsSchema,
  type PartnerType,
  type RateSheetBody,
  z,
} from '@homeward/contracts';
import {
  myPartnerApplicationSchema,
  partnerApiPaths,
  partnerRequestSchema,
  partnerRequestsResponseSchema,
  type PartnerApplicationBody,
  type PartnerRequestStatus,
} from '@homeward/contracts/signed-in';
import { http, partnerProfilesQuery, publishedRateSheetsQuery, requestDocumentsQuery, useSession } from '@homeward/platform';

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

export const myRateSheetQuery = () =>
  queryOptions({
    queryKey: ['mf-partners', 'rate-sheet'],
    queryFn: ({ signal }) => http.get(rel(lenderApiPaths.myRateSheet), { schema: myRateSheetSchema, signal }),
  });

export function useMyRateSheet() {
  return useQuery(myRateSheetQuery());
}

/** Publishing replaces the lender's sheet; buyers' pages read the new one on their next visit. */
export function usePublishRateSheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sheet: RateSheetBody) => http.put(rel(lenderApiPaths.myRateSheet), sheet, { schema: publishedRateSheetSchema }),
    onSuccess: (saved) => {
      client.setQueryData(myRateSheetQuery().queryKey, saved);
      void client.invalidateQueries({ queryKey: publishedRateSheetsQuery.queryKey });
    },
  });
}

/** The lender asks for a document, or marks one received; the answer is the request's whole list. */
export function useChangeDocuments(requestId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { ask: string } | { documentId: string; received: boolean }) =>
      'ask' in change
        ? http.post(rel(lenderApiPaths.partnerRequestDocuments(requestId)), { label: change.ask }, { schema: requestDocumentsSchema })
        : http.put(rel(lenderApiPaths.partnerRequestDocument(requestId, change.documentId)), { received: change.received }, { schema: requestDocumentsSchema }),
    onSuccess: (documents) => client.setQueryData(requestDocumentsQuery(requestId).queryKey, documents),
  });
}
