import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { adminKeys, listQuery, useAdminMutation, type ListQuery } from '../../shared/api';
import type { Decision } from './decisions';

export const agentsQuery = (q: ListQuery) => listQuery(adminKeys.agents(q), signedInCalls.adminAgents, q);

export const useSetAgentStatus = () =>
  useAdminMutation(({ userId, agentStatus }: { userId: string; agentStatus: Decision }) => callApi(signedInCalls.setAgentStatus, { params: { userId }, body: { agentStatus } }));
