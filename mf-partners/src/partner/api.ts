import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerType, RateSheetBody } from '@homeward/contracts';
import { signedInCalls, type PartnerApplicationBody, type PartnerRequestStatus } from '@homeward/contracts/signed-in';
import { callApi, partnerProfilesQuery, publishedRateSheetsQuery, requestDocumentsQuery, useSession } from '@homeward/platform';

/** The kernel's entry, shared with the account menu, so an approval shows in both at once. */
export const profilesQuery = () => partnerProfilesQuery;

export const myApplicationsQuery = () =>
  queryOptions({
    queryKey: ['mf-partners', 'applications', 'mine'],
    queryFn: ({ signal }) => callApi(signedInCalls.myPartnerApplications, { signal }),
  });

export const partnerRequestsQuery = (partnerType: PartnerType) =>
  queryOptions({
    queryKey: ['mf-partners', 'requests', partnerType],
    queryFn: ({ signal }) => callApi(signedInCalls.partnerRequests, { query: { partnerType }, signal }),
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
    mutationFn: (body: PartnerApplicationBody) => callApi(signedInCalls.submitPartnerApplication, { body }),
    onSuccess: (created) => client.setQueryData(myApplicationsQuery().queryKey, (old) => [created, ...(old ?? [])]),
  });
}

export function useAnswerRequest(partnerType: PartnerType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, partnerStatus }: { id: string; partnerStatus: PartnerRequestStatus }) =>
      callApi(signedInCalls.answerPartnerRequest, { params: { id }, body: { partnerStatus } }),
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
      callApi(signedInCalls.savePartnerArea, { body: { partnerType, ...area } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: partnerRequestsQuery(partnerType).queryKey }),
  });
}

export const myRateSheetQuery = () =>
  queryOptions({
    queryKey: ['mf-partners', 'rate-sheet'],
    queryFn: ({ signal }) => callApi(signedInCalls.myRateSheet, { signal }),
  });

export function useMyRateSheet() {
  return useQuery(myRateSheetQuery());
}

/** Publishing replaces the lender's sheet; buyers' pages read the new one on their next visit. */
export function usePublishRateSheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sheet: RateSheetBody) => callApi(signedInCalls.publishRateSheet, { body: sheet }),
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
        ? callApi(signedInCalls.askForDocument, { params: { id: requestId }, body: { label: change.ask } })
        : callApi(signedInCalls.markDocumentReceived, { params: { id: requestId, documentId: change.documentId }, body: { received: change.received } }),
    onSuccess: (documents) => client.setQueryData(requestDocumentsQuery(requestId).queryKey, documents),
  });
}
