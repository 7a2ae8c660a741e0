import { describeAudit } from './auditText';

const entry = (action: string, before: unknown, after: unknown) => ({
  id: '1', actorEmail: 'admin@homeward.local', action, targetType: 'user', targetId: 'abc', before, after, createdAt: '2026-11-24T10:00:00.000Z',
});

describe('audit entries in words', () => {
  it('names agent decisions by their statuses', () => {
    expect(describeAudit(entry('agent.status', { agentStatus: 0 }, { agentStatus: 1 }))).toEqual({ what: 'Changed an agent application', change: 'Under review → Approved' });
    expect(describeAudit(entry('agent.status', { agentStatus: 1 }, { agentStatus: 4 })).change).toBe('Approved → Deactivated');
  });
  it('names reassignments by partner, and an empty side as unassigned', () => {
    expect(describeAudit(entry('request.reassign', { partnerName: null }, { partnerName: 'Lakeside Lending' })).change).toBe('Unassigned → Lakeside Lending');
  });
  it('describes notices and actions it does not know', () => {
    expect(describeAudit(entry('notification.send', null, { title: 'Rates', recipientCount: 3 })).change).toBe('“Rates” to 3 recipients');
    expect(describeAudit(entry('partner-application.decision', { status: 'pending' }, { status: 'approved' }))).toEqual({
      what: 'partner application decision',
      change: 'status: pending → approved',
    });
  });
});
