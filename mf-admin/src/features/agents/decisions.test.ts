import { AGENT_STATUS } from '@homeward/domain';
import { DECISIONS, decisionsFor } from './decisions';

const offered = (status: number) => decisionsFor(status).map((d) => DECISIONS[d].label);

describe('agent application decisions', () => {
  it('offers approve, ask for details and reject while an application is under review', () => {
    expect(offered(AGENT_STATUS.UnderReview)).toEqual(['Approve', 'Ask for details', 'Reject']);
  });

  it('offers approve or reject once details were asked for, without asking again', () => {
    expect(offered(AGENT_STATUS.DetailsRequired)).toEqual(['Approve', 'Reject']);
  });

  it('can only put a rejected application back under review', () => {
    expect(offered(AGENT_STATUS.Rejected)).toEqual(['Back to review']);
  });

  it('can approve a deactivated agent again, and only deactivate an approved one', () => {
    expect(offered(AGENT_STATUS.Removed)).toEqual(['Approve']);
    expect(offered(AGENT_STATUS.Approved)).toEqual(['Deactivate']);
  });

  it('sets the status each decision is named for, and marks the ones that take something away', () => {
    expect(decisionsFor(AGENT_STATUS.UnderReview)).toEqual([AGENT_STATUS.Approved, AGENT_STATUS.DetailsRequired, AGENT_STATUS.Rejected]);
    expect(decisionsFor(AGENT_STATUS.Rejected)).toEqual([AGENT_STATUS.UnderReview]);
    expect(Object.entries(DECISIONS).filter(([, d]) => d.danger).map(([, d]) => d.label)).toEqual(['Reject', 'Deactivate']);
  });
});
