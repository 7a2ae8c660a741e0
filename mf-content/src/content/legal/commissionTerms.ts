import { paths } from '@homeward/contracts';
import {
  BUYER_AGENT_COMMISSION_PERCENT,
  cashBackExample,
  COMMISSION_REFUND_SHARE_PERCENT as REFUND_SHARE_PERCENT,
  formatCurrency,
} from '@homeward/domain';
import { company } from '../company';
import type { ContentDocument } from '../types';
import { link, note, p, section, ul } from '../types';

const example = cashBackExample();

export const commissionTerms: ContentDocument = {
  title: 'Commission Refund Terms and Conditions',
  updated: 'Last updated March 1, 2025',
  lead: `When you buy a home with a Homeward agent, we refund ${REFUND_SHARE_PERCENT}% of the buyer’s agent commission we receive. These terms explain when the refund applies and how it is paid.`,
  sections: [
    section(
      'How the refund is calculated',
      p(`Refund = the buyer’s agent commission Homeward actually receives at closing × ${REFUND_SHARE_PERCENT}%.`),
      p(`The estimates on our site assume a buyer’s agent commission of ${BUYER_AGENT_COMMISSION_PERCENT}% of the price. The real commission is set in your buyer agreement and the purchase contract and may be higher or lower.`),
      note(
        `Example: on a ${formatCurrency(example.price)} purchase with a ${BUYER_AGENT_COMMISSION_PERCENT}% commission, Homeward receives ${formatCurrency(example.commission)} and refunds ${formatCurrency(example.refund)}.`,
      ),
    ),
    section(
      'Who is eligible',
      ul(
        'You signed a buyer agreement with a Homeward agent before touring the home you buy.',
        'The home is in Washington or Massachusetts and the purchase closes.',
        'Your lender and the purchase contract allow a buyer credit or a payment after closing.',
      ),
    ),
    section(
      'How it is paid',
      p('Most often the refund is a credit on your closing statement, reducing the cash you bring to closing. If your lender caps credits, any amount above the cap is sent to you by check within 30 days of closing.'),
      p('Refunds are not paid on transactions that do not close, or where the law or your lender forbids them. Some lenders cap credits at a share of the price, depending on the loan programme.'),
    ),
    section(
      'Taxes',
      p('The IRS generally treats a buyer’s refund as a reduction of the purchase price rather than income. We are not tax advisers; please ask yours about your situation.'),
    ),
    section(
      'Questions',
      p(['Email ', link(company.supportEmail, `mailto:${company.supportEmail}`), ' or see ', link('how to contact us', paths.content.contact.href()), ` (${company.supportHours}).`]),
    ),
  ],
};
