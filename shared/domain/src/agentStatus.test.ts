import { AGENT_ROUTE_PATHS, AGENT_STATUS, agentRouteMessage, agentStatusRoute, partnerTypeLabel } from './agentStatus';
import { AGENT_PENDING_MESSAGE, EXISTING_ACCOUNT_MESSAGE } from './messages';

describe('agent status routing (spec 4.3)', () => {
  it.each([
    [{ isAgent: false, agentStatus: -1 }, {}, 'agent-flow'],
    [{ isAgent: false, agentStatus: -1 }, { hasAccount: true }, 'existing-account'],
    [{ isAgent: false, agentStatus: -1 }, { hasAccount: true, signedIn: true }, 'agent-flow'],
    [{ isAgent: false, agentStatus: 0 }, {}, 'under-review'],
    [{ isAgent: false, agentStatus: 2 }, {}, 'rejected'],
    [{ isAgent: false, agentStatus: 3 }, {}, 'details-form'],
    [{ isAgent: false, agentStatus: 4 }, {}, 'removed'],
    [{ isAgent: false, agentStatus: 1 }, {}, 'already-agent'],
    [{ isAgent: true, agentStatus: -1 }, {}, 'already-agent'],
    [{ isAgent: true, agentStatus: 0 }, {}, 'under-review'],
    [{ isAgent: true, agentStatus: 2 }, {}, 'rejected'],
    [{ isAgent: true, agentStatus: 3 }, {}, 'details-form'],
    [{ isAgent: true, agentStatus: 4 }, {}, 'removed'],
    [{ isAgent: true, agentStatus: 1 }, {}, 'already-agent'],
    [{ isAgent: true, agentStatus: 7 }, {}, 'already-agent'],
  ] as const)('%j %j → %s', (user, context, route) => expect(agentStatusRoute(user, context)).toBe(route));

  it('leads to the spec 2.1 pages, or to a message', () => {
    expect(AGENT_ROUTE_PATHS['agent-flow']).toBe('/agent/agent-flow');
    expect(AGENT_ROUTE_PATHS['under-review']).toBe('/agent/underreview');
    expect(AGENT_ROUTE_PATHS['details-form']).toBe('/agent-become-an-agentdetails');
    expect(AGENT_ROUTE_PATHS['already-agent']).toBe('/agent/agent-flow/alreadyagent');
    expect(AGENT_ROUTE_PATHS.rejected).toBeNull();
    expect(AGENT_ROUTE_PATHS.removed).toBeNull();
  });

  it('gives the spec 8 texts', () => {
    expect(agentRouteMessage('under-review', 'help@x.test')).toBe(AGENT_PENDING_MESSAGE);
    expect(agentRouteMessage('rejected', 'help@x.test')).toBe(
      'Your agent application was not accepted. Email us at help@x.test if you have any questions.',
    );
    expect(agentRouteMessage('removed', 'help@x.test')).toBe(
      'Your account has been deactivated. Email us at help@x.test if you think this was a mistake.',
    );
    expect(agentRouteMessage('existing-account', 'help@x.test')).toBe(EXISTING_ACCOUNT_MESSAGE);
    expect(agentRouteMessage('agent-flow', 'help@x.test')).toBeNull();
    expect(AGENT_STATUS.NewApplicant).toBe(-1);
  });

  it('labels partner types 1..4', () => {
    expect([1, 2, 3, 4].map(partnerTypeLabel)).toEqual(['Lender', 'Loan Broker', 'Real Estate Agent', 'Service Provider']);
  });
});
