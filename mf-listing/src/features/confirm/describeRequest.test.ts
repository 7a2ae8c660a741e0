import type { StoredRequest } from '@homeward/contracts';
import { describeRequest } from './describeRequest';

const base: Omit<StoredRequest, 'intent' | 'payload'> = {
  id: '2a1d4b1e-8f9a-4a43-9c4c-16b7f1f1b9a1',
  status: 'NotStarted',
  listingMls: '1234567',
  createdAt: '2030-01-01T00:00:00Z',
};

describe('describeRequest', () => {
  it('lists an offer with its defaults and skips empty answers', () => {
    const rows = describeRequest({
      ...base,
      intent: 'MakeAnOffer',
      payload: {
        listing_MLS: '1234567',
        offer: { requestId: 'R-1', offerType: 'AllCash', offerStatus: 'NotStarted', amount: 650000, cashDownPercentage: 20, notes: null, timeToCloseDays: 30 },
      },
    });
    expect(rows).toEqual([
      { label: 'Request number', value: 'R-1' },
      { label: 'Payment', value: 'All cash' },
      { label: 'Offer status', value: 'Not started' },
      { label: 'Offer amount', value: '$650,000' },
      { label: 'Cash down (%)', value: '20%' },
      { label: 'Time to close', value: '30 days' },
    ]);
  });

  it('reads a form stored flat as well', () => {
    const rows = describeRequest({ ...base, intent: 'RequestMortgage', payload: { price: 500000, propertyTypeUsage: 'primary-residence', firstHomeOwner: true } });
    expect(rows).toContainEqual({ label: 'Use', value: 'Primary residence' });
    expect(rows).toContainEqual({ label: 'First home', value: 'Yes' });
  });
});
