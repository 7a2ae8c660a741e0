import { AGENT_STATUS, agentRouteMessage, agentStatusRoute, partnerTypeLabel } from './agentStatus';
import { AGENT_PENDING_MESSAGE } from './messages';

describe('agent status routing (spec 4.3)', () => {
  it.each([
    [{ isAgent: false, agentStatus: -1 }, 'agent-flow'],
    [{ isAgent: false, agentStatus: 0 }, 'agent-flow'],
    [{ isAgent: true, agentStatus: -1 }, 'agent-flow'],
    [{ isAgent: true, agentStatus: 0 }, 'under-review'],
    [{ isAgent: true, agentStatus: 2 }, 'rejected'],
    [{ isAgent: true, agentStatus: 3 }, 'details-form'],
    [{ isAgent: true, agentStatus: 4 }, 'removed'],
    [{ isAgent: true, agentStatus: 1 }, 'already-agent'],
    [{ isAgent: true, agentStatus: 7 }, 'already-agent'],
  ] as const)('%j → %s', (user, route) => expect(agentStatusRoute(user)).toBe(route));

  it('gives the spec 8 texts', () => {
    expect(agentRouteMessage('under-review')).toBe(AGENT_PENDING_MESSAGE);
    expect(agentRouteMessage('rejected', 'help@x.test')).toBe(
      'Your agent application was not accepted. Email us at help@x.test if you have any questions.',
    );
    expect(agentRouteMessage('removed', 'help@x.test')).toBe(
      'Your account has been deactivated. Email us at help@x.test if you think this was a mistake.',
    );
    expect(agentRouteMessage('agent-flow')).toBeNull();
    expect(AGENT_STATUS.NewApplicant).toBe(-1);
  });

  it('labels partner types 1..4', () => {
    expect([1, 2, 3, 4].map(partnerTypeLabel)).toEqual(['Lender', 'Loan Broker', 'Real Estate Agent', 'Service Provider']);
  });
});
