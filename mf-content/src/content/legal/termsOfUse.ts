import { paths } from '@homeward/contracts';
import { company } from '../company';
import type { ContentDocument } from '../types';
import { link, p, section, ul } from '../types';

export const termsOfUse: ContentDocument = {
  title: 'Terms of Use',
  updated: 'Last updated March 1, 2025',
  lead: `These terms govern your use of the Homeward web site and mobile app, operated by ${company.legalName}. By using them you agree to these terms.`,
  sections: [
    section(
      'Who may use Homeward',
      p('You must be at least 18 and able to enter a binding contract. You are responsible for the accuracy of the information you give us and for activity on your account.'),
    ),
    section(
      'Listing information',
      p('Listing data comes from the multiple listing services of Washington and Massachusetts and from public records. It is believed reliable but is not guaranteed. Check important facts, such as square footage, school assignments and property lines, before you rely on them.'),
      p('Estimates on the site, including monthly payments, home values and refund amounts, are illustrations and not offers of credit or promises of payment.'),
    ),
    section(
      'Brokerage services',
      p(['Real estate brokerage services are provided by licensed Homeward agents under a written agreement. The commission refund is governed by our ', link('commission terms and conditions', paths.content.commissionTerms.href()), ' and your ', link('buyer agreement', paths.content.agentAgreement.href()), '.']),
    ),
    section(
      'Acceptable use',
      p('You agree not to:'),
      ul(
        'Copy, scrape or resell listing data or other content.',
        'Interfere with the service, probe it for weaknesses, or get around its limits.',
        'Use the service to harass anyone or to send unsolicited messages.',
        'Pretend to be someone else or misrepresent your connection to a property.',
      ),
    ),
    section(
      'Partners',
      p('Lenders, inspectors, insurers and other partners you reach through Homeward are independent businesses. Their services are governed by their own terms, and Homeward is not responsible for their advice or work.'),
    ),
    section(
      'Intellectual property',
      p('The Homeward name, logo, software and original content belong to Homeward or its licensors. You may use the service for your own, non-commercial home search.'),
    ),
    section(
      'Disclaimers and limitation of liability',
      p('The service is provided "as is". To the extent the law allows, Homeward is not liable for indirect or consequential losses, and our total liability for any claim is limited to the greater of $100 or the amounts you paid us in the 12 months before the claim. Nothing in these terms limits duties we owe you as your licensed agent.'),
    ),
    section(
      'Changes and governing law',
      p('We may update these terms; we will tell you of material changes by email or in the app before they take effect. These terms are governed by the laws of the State of Washington, except that brokerage services for Massachusetts properties are also governed by Massachusetts law.'),
      p(['Questions: ', link(company.supportEmail, `mailto:${company.supportEmail}`), '.']),
    ),
  ],
};
