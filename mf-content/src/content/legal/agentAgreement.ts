import { paths } from '@homeward/contracts';
import { COMMISSION_REFUND_SHARE_PERCENT as REFUND_SHARE_PERCENT } from '@homeward/domain';
import type { ContentDocument } from '../types';
import { link, p, section, ul } from '../types';

/** The buyer representation agreement a customer signs with their Homeward agent. */
export const agentAgreement: ContentDocument = {
  title: 'Buyer Agent Agreement',
  updated: 'Version 2025-02',
  lead: 'This is the agreement you sign with your Homeward agent before you tour a home. It is short on purpose; please read it, and ask your agent about anything that is unclear.',
  sections: [
    section(
      '1. The parties',
      p('The agreement is between you (the buyer) and Homeward Realty, Inc. acting through the licensed agent named on your signature page. Your agent represents you, and only you, in the purchase.'),
    ),
    section(
      '2. What your agent will do',
      ul(
        'Show you homes in person or by video at times that suit you.',
        'Give you recent sales data and an honest view of value.',
        'Write, present and negotiate your offers and any counter-offers.',
        'Coordinate inspections, appraisal, title and escrow until closing.',
      ),
    ),
    section(
      '3. Compensation',
      p('Homeward’s compensation is stated as a percentage of the price on your signature page. It is usually paid by the seller under the purchase contract. If the seller pays less than the agreed amount, you and your agent will agree in writing how the difference is handled before you make an offer.'),
      p([`Homeward refunds ${REFUND_SHARE_PERCENT}% of the compensation it receives to you at closing, under our `, link('commission terms and conditions', paths.content.commissionTerms.href()), '.']),
    ),
    section(
      '4. Term and ending the agreement',
      p('The agreement lasts 90 days unless you agree a different term. You may end it at any time with written notice, including by email. If you buy a home your agent showed you within 30 days after ending the agreement, the compensation terms still apply to that home.'),
    ),
    section(
      '5. Disclosures',
      p('You acknowledge receiving the agency disclosure required in your state: the Washington "Real Estate Brokerage in Washington" pamphlet, or the Massachusetts Mandatory Licensee-Consumer Relationship Disclosure.'),
    ),
  ],
};
