import { agentSignupOutcome } from './agentOutcome';

const applicant = (isNewUser: boolean, isAgent: boolean, agentStatus: number, signedIn = false) =>
  agentSignupOutcome({ isNewUser, user: { isAgent, agentStatus } }, signedIn);

describe('agent sign-up routing (spec 4.3)', () => {
  it('routes someone who is not an agent by status', () => {
    expect(applicant(true, false, -1)).toEqual({ kind: 'navigate', to: '/agent/agent-flow' });
    expect(applicant(false, false, -1)).toEqual({ kind: 'existing-account' });
    expect(applicant(false, false, -1, true)).toEqual({ kind: 'navigate', to: '/agent/agent-flow' });
    expect(applicant(false, false, 0)).toEqual({ kind: 'pending' });
    expect(applicant(false, false, 2)).toEqual({ kind: 'rejected' });
    expect(applicant(false, false, 3)).toEqual({ kind: 'navigate', to: '/agent-become-an-agentdetails' });
    expect(applicant(false, false, 4)).toEqual({ kind: 'removed' });
    expect(applicant(false, false, 1)).toEqual({ kind: 'navigate', to: '/agent/agent-flow/alreadyagent' });
  });

  it('routes someone who already is an agent: 0 review, 2 and 4 errors, 3 details, others already-agent', () => {
    expect(applicant(false, true, 0)).toEqual({ kind: 'pending' });
    expect(applicant(false, true, 2)).toEqual({ kind: 'rejected' });
    expect(applicant(false, true, 4)).toEqual({ kind: 'removed' });
    expect(applicant(false, true, 3)).toEqual({ kind: 'navigate', to: '/agent-become-an-agentdetails' });
    for (const other of [-1, 1, 5, 99]) {
      expect(applicant(false, true, other)).toEqual({ kind: 'navigate', to: '/agent/agent-flow/alreadyagent' });
    }
  });
});
