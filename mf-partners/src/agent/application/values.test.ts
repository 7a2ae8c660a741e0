import { applicationDraft, draftOf } from './values';

describe('the agent application’s kept draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the kept step and values again for the same form only', () => {
    applicationDraft.write({ mode: 'apply', step: 2, values: { firm: 'Harbor Realty', brokerAgreementAccepted: true } });
    expect(draftOf('apply')).toEqual({ mode: 'apply', step: 2, values: { firm: 'Harbor Realty', brokerAgreementAccepted: true } });
    expect(draftOf('details')).toBeUndefined();
    applicationDraft.clear();
    expect(draftOf('apply')).toBeUndefined();
  });

  it('drops a kept draft whose step is beyond the form', () => {
    sessionStorage.setItem('homeward.agentApplication', JSON.stringify({ mode: 'apply', step: 7, values: {} }));
    expect(draftOf('apply')).toBeUndefined();
  });
});
