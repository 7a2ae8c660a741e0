import { signedInCalls, type PartnerApplicationDecision } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { adminKeys, listQuery, useAdminMutation, type ListQuery } from '../../shared/api';

export const partnerApplicationsQuery = (q: ListQuery) => listQuery(adminKeys.partnerApplications(q), signedInCalls.adminPartnerApplications, q);

export const useDecidePartnerApplication = () =>
  useAdminMutation(({ id, decision }: { id: string; decision: PartnerApplicationDecision }) => callApi(signedInCalls.decidePartnerApplication, { params: { id }, body: decision }));
