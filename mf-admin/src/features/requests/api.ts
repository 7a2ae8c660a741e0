import { queryOptions } from '@tanstack/react-query';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { adminKeys, listQuery, useAdminMutation, type ListQuery } from '../../shared/api';

export const requestsQuery = (q: ListQuery) => listQuery(adminKeys.requests(q), signedInCalls.adminRequests, q);
export const partnersQuery = (q: ListQuery) => listQuery(adminKeys.partners(q), signedInCalls.adminPartners, q);
export const partnerQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.partner(id), queryFn: ({ signal }) => callApi(signedInCalls.adminPartner, { params: { profileId: id }, signal }) });

export const useAssignRequest = () =>
  useAdminMutation(({ requestId, partnerProfileId }: { requestId: string; partnerProfileId: string | null }) =>
    callApi(signedInCalls.assignRequest, { params: { requestId }, body: { partnerProfileId } }),
  );
