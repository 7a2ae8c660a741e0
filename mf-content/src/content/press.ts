import { CASH_BACK_SHARE_TEXT, LISTING_FEE_PERCENT } from '@homeward/domain';

/**
 * The press page carries only what Homeward says about itself: its own announcements, a fact
 * sheet and a media contact. It never lists coverage by a named publication.
 */
export interface PressRelease {
  headline: string;
  summary: string;
}

export const pressReleases: readonly PressRelease[] = [
  {
    headline: 'Homeward serves home buyers and sellers in Washington and Massachusetts',
    summary:
      'Buyers search every home for sale in both states on one map, tour with a licensed Homeward agent and make offers from the site or the app.',
  },
  {
    headline: `Buyers receive ${CASH_BACK_SHARE_TEXT} at closing`,
    summary:
      'Every listing shows an estimate of the refund, worked out by one published rule; the actual refund follows the commission stated in the purchase contract.',
  },
  {
    headline: `Sellers list from the Homeward app for a ${LISTING_FEE_PERCENT}% listing fee`,
    summary: 'Listing, showings and offers are handled in the app, with a Homeward agent on hand for the negotiation and closing.',
  },
];

export const pressKit = {
  facts: [
    'Licensed brokerage serving Washington and Massachusetts.',
    `Buyers receive ${CASH_BACK_SHARE_TEXT} at closing.`,
    `Sellers list from the Homeward app for a ${LISTING_FEE_PERCENT}% listing fee.`,
    'Lenders, inspectors, builders and title and escrow companies join as partners.',
  ],
} as const;
