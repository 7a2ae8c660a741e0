import type { LandingDocument } from '../types';
import { link, linkAction, ol, p, primary, section, ul } from '../types';
import { paths } from '@homeward/contracts';

/** `/mortgage` (spec 2.1): what Homeward's lender partners offer, with the rate cards beside it. */
export const mortgage: LandingDocument = {
  title: 'Mortgages through Homeward’s lender partners',
  lead: 'Send one request and hear back from lenders who work with Homeward buyers in Washington and Massachusetts. Choosing one of them is never a condition of your refund.',
  actions: [
    primary(linkAction('Start your mortgage request', paths.listing.mortgageRequest.href())),
    linkAction('Loan programmes', paths.content.loans.href()),
  ],
  sections: [
    section(
      'What our lender partners offer',
      ul(
        'Purchase loans: conventional, FHA, VA and jumbo, from 3% down for eligible first-time buyers.',
        'Refinancing of a loan you already have, and home equity lines of credit.',
        'Pre-approval letters you can attach to an offer on Homeward.',
        'Written quotes you can compare side by side before you choose.',
      ),
    ),
    section(
      'How a request works',
      ol(
        'Tell us the price, your down payment, the kind of home and how you will use it.',
        'Lender partners reply with written quotes, usually within one business day.',
        ['Pick a lender and follow your open steps in ', link('your mortgage tasks', paths.listing.mortgageTasks.href()), '.'],
      ),
      p(['Not sure which programme fits? Read about ', link('loan programmes', paths.content.loans.href()), ' or ', link('book a call', paths.content.calendly.href()), ' with a Homeward agent.']),
    ),
  ],
};
