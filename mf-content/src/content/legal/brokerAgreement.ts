import { paths } from '@homeward/contracts';
import type { ContentDocument } from '../types';
import { link, p, section, ul } from '../types';

/** The independent contractor agreement an agent accepts when joining the Homeward brokerage. */
export const brokerAgreement: ContentDocument = {
  title: 'Broker Agreement',
  updated: 'Version 2025-01',
  lead: 'Agents who join Homeward accept this agreement during the agent application. It sets out how Homeward supervises, supports and pays the agents who place their licence with us.',
  sections: [
    section(
      '1. Licence and supervision',
      p('You hold an active real estate licence in Washington or Massachusetts and place it with Homeward Realty, Inc. Your work is supervised by Homeward’s designated broker in your state, who reviews agreements, offers and disclosures.'),
    ),
    section(
      '2. Your obligations',
      ul(
        'Follow the licence law of your state, fair housing law and Homeward’s policies.',
        'Use Homeward forms and systems for every transaction, and keep records in them.',
        'Explain the Homeward refund to every buyer you represent, in writing, before they tour.',
        'Complete continuing education on time and keep your licence in good standing.',
      ),
    ),
    section(
      '3. What Homeward provides',
      ul(
        'Customer introductions from the Homeward site and app.',
        'Transaction coordination, errors-and-omissions insurance and legal support.',
        'Tools for scheduling tours, writing offers and tracking every request.',
      ),
    ),
    section(
      '4. Compensation and fees',
      p('Your split of each commission, after the buyer refund, is set out in your schedule of compensation. The one-time onboarding fee shown at checkout covers your background check, licence transfer and set-up.'),
    ),
    section(
      '5. Ending the relationship',
      p(['Either side may end this agreement with 14 days’ written notice. Transactions under contract are completed under this agreement. Questions about joining go to our ', link('partner team', paths.content.partner.href()), '.']),
    ),
  ],
};
