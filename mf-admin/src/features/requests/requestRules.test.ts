import type { AdminRequestRow } from '@homeward/contracts/signed-in';
import { assignmentAction, requestState, requestSummary } from './requestRules';

const row = (intent: string, extra: Partial<AdminRequestRow> = {}) =>
  ({ intent, status: 'Received', assignedPartnerId: null, partnerStatus: null, payload: {}, ...extra }) as unknown as AdminRequestRow;

describe('request assignment', () => {
  it('lets a manager assign an offer, tour, sale, inspection or mortgage nobody has yet', () => {
    for (const intent of ['MakeAnOffer', 'ScheduleTour', 'SellHome', 'RequestInspection', 'RequestMortgage']) expect(assignmentAction(row(intent))).toBe('Assign');
  });

  it('lets a manager reassign one a partner has', () => {
    expect(assignmentAction(row('RequestMortgage', { assignedPartnerId: 'p-1' }))).toBe('Reassign');
  });

  it('leaves enquiries with the Homeward team', () => {
    expect(assignmentAction(row('CorporateEnquiry'))).toBeNull();
    expect(assignmentAction(row('CareersEnquiry', { assignedPartnerId: 'p-1' }))).toBeNull();
  });

  it('says where a request stands: its own status, waiting for a partner, or the partner’s progress', () => {
    expect(requestState(row('CorporateEnquiry', { status: 'Answered' }))).toEqual({ text: 'Answered', tone: 'neutral' });
    expect(requestState(row('ScheduleTour'))).toEqual({ text: 'Waiting for a partner', tone: 'warn' });
    expect(requestState(row('ScheduleTour', { assignedPartnerId: 'p-1', partnerStatus: 'Accepted' }))).toEqual({ text: 'Accepted', tone: 'info' });
    expect(requestState(row('ScheduleTour', { assignedPartnerId: 'p-1' }))).toEqual({ text: 'With partner', tone: 'info' });
  });
});

describe('request summary', () => {
  it('sums up each kind of request from its form', () => {
    expect(requestSummary(row('MakeAnOffer', { payload: { offer: { amount: 750000 } } }))).toBe('Offer $750,000');
    expect(requestSummary(row('MakeAnOffer', { payload: {} }))).toBe('Offer —');
    expect(requestSummary(row('ScheduleTour', { payload: { tour: { date: '2026-12-01', time: '10:00' } } }))).toBe('2026-12-01 at 10:00');
    expect(requestSummary(row('ScheduleTour'))).toBe('Tour');
    expect(requestSummary(row('RequestInspection', { payload: { inspection: { date: '2026-12-02' } } }))).toBe('On 2026-12-02');
    expect(requestSummary(row('SellHome', { payload: { sell: { address: '1 Main St', zipCode: '98004' } } }))).toBe('1 Main St, 98004');
    expect(requestSummary(row('CorporateEnquiry', { payload: { enquiry: { companyName: 'Acme' } } }))).toBe('Acme');
    expect(requestSummary(row('CareersEnquiry', { payload: { application: { position: 'Designer' } } }))).toBe('Designer');
  });
});
