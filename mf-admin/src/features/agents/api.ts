import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { adminKeys, listQuery, useAdminMutation, type ListQuery } from '../../shared/api';
import { listValues, toQuery } from '../../shared/listParams';
import type { Decision } from './decisions';

export const agentsQuery = (q: ListQuery) => listQuery(adminKeys.agents(q), signedInCalls.adminAgents, q);

/** The agent list's values before the address changes them: every application, newest first; `verify`, those waiting, oldest first. */
export const agentListDefaults = (verify: boolean) => ({ search: '', agentStatus: verify ? '0' : 'any', sort: verify ? 'oldest' : 'newest' });

/** The agent list's query for an address's search part, as the list asks for it. */
export const agentsQueryAt = (search: string, verify: boolean) => agentsQuery(toQuery(listValues(new URLSearchParams(search), agentListDefaults(verify))));

export const useSetAgentStatus = () =>
  useAdminMutation(({ userId, agentStatus }: { userId: string; agentStatus: Decision }) => callApi(signedInCalls.setAgentStatus, { params: { userId }, body: { agentStatus } }));
