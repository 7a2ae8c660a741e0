import { AGENT_FORM_MESSAGES, agentFieldProblem } from './agentApplication';

const now = new Date('2026-11-24T12:00:00Z');

describe('agent application fields (spec 5)', () => {
  it('needs a birth date after 1920-10-10 and at least 21 years ago, typed MM/DD/YY', () => {
    expect(agentFieldProblem('dateOfBirth', '06/15/85', now)).toBeUndefined();
    expect(agentFieldProblem('dateOfBirth', '11/24/05', now)).toBeUndefined();
    expect(agentFieldProblem('dateOfBirth', '11/25/05', now)).toBe(AGENT_FORM_MESSAGES.dateOfBirth);
    expect(agentFieldProblem('dateOfBirth', '10/10/1920', now)).toBe(AGENT_FORM_MESSAGES.dateOfBirth);
    expect(agentFieldProblem('dateOfBirth', '02/31/85', now)).toBe(AGENT_FORM_MESSAGES.date);
    expect(agentFieldProblem('dateOfBirth', '', now)).toBe(AGENT_FORM_MESSAGES.dateOfBirth);
  });

  it('needs a firm at least 2 years in business', () => {
    expect(agentFieldProblem('inBusinessSince', '11/24/24', now)).toBeUndefined();
    expect(agentFieldProblem('inBusinessSince', '11/25/24', now)).toBe(AGENT_FORM_MESSAGES.inBusinessSince);
  });

  it('checks names, zips, the state, required text and the broker agreement', () => {
    expect(agentFieldProblem('firstName', 'Ada', now)).toBeUndefined();
    expect(agentFieldProblem('firstName', 'A', now)).toBe(AGENT_FORM_MESSAGES.firstName);
    expect(agentFieldProblem('lastName', 'R2D2', now)).toBe(AGENT_FORM_MESSAGES.lastName);
    expect(agentFieldProblem('firmZip', '9810', now)).toBe(AGENT_FORM_MESSAGES.firmZip);
    expect(agentFieldProblem('billingZip', '98101', now)).toBeUndefined();
    expect(agentFieldProblem('firmState', 'WA', now)).toBeUndefined();
    expect(agentFieldProblem('firmState', '', now)).toBe(AGENT_FORM_MESSAGES.firmState);
    expect(agentFieldProblem('licenseNumber', '   ', now)).toBe(AGENT_FORM_MESSAGES.licenseNumber);
    expect(agentFieldProblem('brokerAgreementAccepted', false, now)).toBe(AGENT_FORM_MESSAGES.brokerAgreementAccepted);
    expect(agentFieldProblem('brokerAgreementAccepted', true, now)).toBeUndefined();
    expect(agentFieldProblem('email', 'not-an-email', now)).toBe(AGENT_FORM_MESSAGES.email);
  });
});
