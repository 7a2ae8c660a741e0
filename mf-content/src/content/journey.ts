import type { InlineLink } from './types';
import { BUY_PLACE, paths } from '@homeward/contracts';

export interface JourneyStep {
  title: string;
  text: string;
  tips: readonly string[];
  link: InlineLink;
}

/** The buyer journey on /learn, one slide per step. */
export const buyerJourney: readonly JourneyStep[] = [
  {
    title: 'Know your budget',
    text: 'Start with the monthly payment you are comfortable with, not the largest loan a bank will offer.',
    tips: ['Keep housing costs near a third of take-home pay.', 'Count taxes, insurance and HOA dues, not only the mortgage.'],
    link: { text: 'See mortgage rates and estimate a payment', to: paths.content.getLoan.href() },
  },
  {
    title: 'Get pre-approved',
    text: 'A lender reviews your income, assets and credit and tells you, in writing, how much they will lend.',
    tips: ['Gather two years of tax returns, recent pay stubs and bank statements.', 'Avoid new credit until you close.'],
    link: { text: 'Request a mortgage quote', to: paths.listing.mortgageRequest.href() },
  },
  {
    title: 'Search and tour',
    text: 'Save homes you like and book tours from the listing. Your Homeward agent meets you there or tours by video.',
    tips: ['Visit at different times of day.', 'Note the commute, noise and light, not only the kitchen.'],
    link: { text: 'Search homes in Bellevue, WA', to: paths.search.listings.href(BUY_PLACE) },
  },
  {
    title: 'Make an offer',
    text: 'Your agent pulls recent sales and helps you choose a price, contingencies and a closing date.',
    tips: ['Decide your walk-away price before you write.', 'A strong pre-approval can matter as much as price.'],
    link: { text: 'Read: your first offer in a competitive market', to: paths.content.blogPost.href('first-offer-in-a-competitive-market') },
  },
  {
    title: 'Inspect and appraise',
    text: 'An inspector checks the structure and systems; the lender’s appraiser confirms the value.',
    tips: ['Attend the inspection and ask questions.', 'Ask for repairs or a credit when something serious turns up.'],
    link: { text: 'Learn about home inspections', to: paths.content.inspections.href() },
  },
  {
    title: 'Close and get your refund',
    text: 'You sign the final documents, the deed is recorded, and you get the keys, along with your Homeward refund.',
    tips: ['Review your closing disclosure three days before closing.', 'Your refund usually appears as a credit on it.'],
    link: { text: 'How the refund is calculated', to: paths.content.commissionTerms.href() },
  },
];

export const helpfulLinks: readonly InlineLink[] = [
  { text: 'How Homeward works, in detail', to: paths.content.learnMore.href() },
  { text: 'Frequently asked questions', to: '/#faq' },
  { text: 'Mortgage rates and loan programmes', to: paths.content.loans.href() },
  { text: 'Buying and selling at the same time', to: paths.content.buyAndSell.href() },
  { text: 'Homeowners insurance', to: paths.content.insure.href() },
  { text: 'Commission terms and conditions', to: paths.content.commissionTerms.href() },
];
