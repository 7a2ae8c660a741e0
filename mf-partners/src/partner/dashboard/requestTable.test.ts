import type { PartnerRequest } from '@homeward/contracts/signed-in';
import { COLUMNS, filterRequests, groupRequests, homeOf, requestFields } from './requestTable';

const base = {
  status: 'Received',
  listingMls: '1234567',
  createdAt: '2026-11-20T10:00:00.000Z',
  partnerStatus: null,
  updatedAt: null,
  listing: { mls: '1234567', address: '12 Lake Ave', city: 'Seattle', state: 'WA', zipcode: '98101', listingPrice: 700000 },
  buyer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(206) 555-0100' },
};
const tour = (id: string, date: string, name = 'Ada Lovelace'): PartnerRequest => ({ ...base, id, intent: 'ScheduleTour', payload: { tour: { date, time: '14:30', tourType: 'InPerson' } }, buyer: { ...base.buyer, name } });
const offer = (id: string): PartnerRequest => ({ ...base, id, intent: 'MakeAnOffer', partnerStatus: 'Accepted', payload: { offer: { amount: 650000, offerType: 'AllCash' } } });

const sell = (id: string): PartnerRequest => ({
  ...base,
  id,
  intent: 'SellHome',
  listing: null,
  listingMls: null,
  payload: { sell: { address: '9 Brattle St', city: 'Cambridge', state: 'MA', zipCode: '02138', bedrooms: 3, bathrooms: 2.5, askingPrice: 1250000, moveBy: '2027-01-15' } },
});

describe('agent requests table (spec 2.8)', () => {
  const all = [tour('past', '2026-11-01'), tour('later', '2026-12-05'), tour('soon', '2026-11-25', 'Grace Hopper'), offer('offer')];

  it('groups requests as upcoming, sell, buy and make-offer', () => {
    expect(groupRequests(all, 'upcoming', '2026-11-24').map((r) => r.id)).toEqual(['soon', 'later']);
    expect(groupRequests(all, 'make-offer', '2026-11-24').map((r) => r.id)).toEqual(['offer']);
    expect(groupRequests(all, 'buy', '2026-11-24')).toHaveLength(4);
    expect(groupRequests(all, 'sell', '2026-11-24')).toEqual([]);
  });

  it('puts sell requests in the Sell group only, with the home, asking price and move date', () => {
    const withSell = [...all, sell('sell')];
    expect(groupRequests(withSell, 'sell', '2026-11-24').map((r) => r.id)).toEqual(['sell']);
    expect(groupRequests(withSell, 'buy', '2026-11-24')).toHaveLength(4);
    const row = Object.fromEntries(COLUMNS[3].map((c) => [c.key, c.value(withSell[4])]));
    expect(row).toMatchObject({ home: '9 Brattle St, Cambridge, MA 02138', type: 'Sale', detail: 'Asking $1,250,000', status: 'Awaiting your answer' });
    expect(requestFields(withSell[4])).toEqual(expect.arrayContaining([{ label: 'Bathrooms', value: '2.5' }, { label: 'Would like to move by', value: 'Fri, Jan 15, 2027' }]));
  });

  it('filters by any column: text contains, choices match exactly', () => {
    const columns = COLUMNS[3];
    expect(filterRequests(all, columns, { buyer: 'grace' }).map((r) => r.id)).toEqual(['soon']);
    expect(filterRequests(all, columns, { type: 'Offer' }).map((r) => r.id)).toEqual(['offer']);
    expect(filterRequests(all, columns, { status: 'Awaiting your answer', buyer: 'ada' }).map((r) => r.id)).toEqual(['past', 'later']);
    expect(filterRequests(all, columns, { detail: '$650' }).map((r) => r.id)).toEqual(['offer']);
    expect(filterRequests(all, columns, { buyer: '  ' })).toHaveLength(4);
  });

  it('describes the home and the fields of a request', () => {
    expect(homeOf(all[0])).toBe('12 Lake Ave, Seattle, WA 98101');
    const inspection: PartnerRequest = { ...base, id: 'i', intent: 'RequestInspection', listing: null, listingMls: null, payload: { inspection: { address: '1 Main St', city: 'Tacoma', state: 'WA', zipCode: '98402', preferredDate: '2026-12-01', inspectionType: 'Roof' } } };
    expect(homeOf(inspection)).toBe('1 Main St, Tacoma, WA 98402');
    expect(requestFields(offer('o'))).toEqual(expect.arrayContaining([{ label: 'Offer amount', value: '$650,000' }]));
    expect(requestFields(inspection)).toEqual(expect.arrayContaining([{ label: 'Inspection type', value: 'Roof' }]));
  });
});
