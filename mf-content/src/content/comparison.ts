import { COMMISSION_REFUND_SHARE_PERCENT } from '@homeward/domain';

export interface ComparisonRow {
  feature: string;
  homeward: string;
  traditional: string;
}

/** Home page comparison against a traditional brokerage. */
export const comparisonRows: readonly ComparisonRow[] = [
  {
    feature: 'Buyer’s agent commission refund',
    homeward: `${COMMISSION_REFUND_SHARE_PERCENT}% of the commission, paid to you at closing`,
    traditional: 'Usually none',
  },
  {
    feature: 'Licensed local agent',
    homeward: 'Yes, full-time agents in WA and MA',
    traditional: 'Yes',
  },
  {
    feature: 'Listing fee when you sell',
    homeward: '1.5% of the sale price, listed from the app',
    traditional: 'Often 2.5% to 3%',
  },
  {
    feature: 'Tours',
    homeward: 'Booked from the listing, in person or by video',
    traditional: 'Arranged by phone with your agent',
  },
  {
    feature: 'Offer help',
    homeward: 'Agent-written offers with local sales data',
    traditional: 'Agent-written offers',
  },
  {
    feature: 'Mortgage rates',
    homeward: 'Mortgage rates on the home page, one request to several lenders',
    traditional: 'A referral to one lender',
  },
];
