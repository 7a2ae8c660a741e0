import { partnerTypesForIntent, requestIntentLabel, ROUTABLE_REQUEST_INTENTS } from './requestRouting';

describe('request routing', () => {
  it('sends each buyer request to the partner type that handles it', () => {
    expect(partnerTypesForIntent('MakeAnOffer')).toEqual([3]);
    expect(partnerTypesForIntent('RequestInspection')).toEqual([4]);
    expect(partnerTypesForIntent('RequestMortgage')).toEqual([1, 2]);
  });
  it('never routes enquiries to a partner', () => {
    expect(partnerTypesForIntent('CorporateEnquiry')).toEqual([]);
    expect(ROUTABLE_REQUEST_INTENTS).not.toContain('PartnerEnquiry');
  });
  it('names intents for people', () => {
    expect(requestIntentLabel('ScheduleTour')).toBe('Tour');
    expect(requestIntentLabel('Unknown')).toBe('Unknown');
  });
});

describe('agent status labels', () => {
  it('names every status of spec 4.3', () => {
    const { agentStatusLabel } = jest.requireActual('./agentStatus') as typeof import('./agentStatus');
    expect([-1, 0, 1, 2, 3, 4, 9].map(agentStatusLabel)).toEqual([
      'New applicant', 'Under review', 'Approved', 'Rejected', 'Details required', 'Deactivated', 'Approved',
    ]);
  });
});
