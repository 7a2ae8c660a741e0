import { paths } from '@homeward/contracts';
import { company } from '../company';
import type { ContentDocument } from '../types';
import { link, p, section, ul } from '../types';

export const privacyPolicy: ContentDocument = {
  title: 'Privacy Policy',
  updated: 'Last updated March 1, 2025',
  lead: `This policy explains what personal information ${company.legalName} ("Homeward", "we") collects when you use our web site and mobile app, why we use it, who we share it with, and the choices you have.`,
  sections: [
    section(
      'Information you give us',
      ul(
        'Account details: your name, mobile phone number and email address.',
        'Home search details: saved homes, searches, tour requests and offers.',
        'Financial details you choose to share for a mortgage request, such as the price range and down payment you plan.',
        'Messages you send to us or to your agent, and enquiries you submit through our forms.',
        'Job applications: your CV or profile link and anything you write in a cover note.',
      ),
    ),
    section(
      'Information we collect automatically',
      ul(
        'Device and usage data: browser type, pages viewed, and the time and length of visits.',
        'Approximate location from your IP address, and precise location only if you choose "Current location" in the search and your browser asks you first.',
        'Cookies and similar technologies, grouped as strictly necessary, functional, performance and targeting.',
      ),
    ),
    section(
      'How we use it',
      ul(
        'To run your account, show homes that match your search, and connect you with your agent.',
        'To schedule tours, prepare offers and calculate and pay your commission refund.',
        'To send mortgage and inspection requests to the partners you choose.',
        'To keep the service secure, prevent fraud and meet our legal duties as a licensed brokerage.',
        'With your consent, to send you news about homes and features. You can stop these at any time.',
      ),
    ),
    section(
      'Who we share it with',
      p('We never sell your personal information. We share it only:'),
      ul(
        'With lenders, inspectors and other partners when you ask us to send them a request.',
        'With the other side of a transaction, such as the seller’s agent, to the extent needed to present an offer.',
        'With service providers who host our systems, send text messages and emails, or process payments, under contracts that limit their use of it.',
        'When the law requires it, or to protect the rights and safety of our customers and staff.',
      ),
    ),
    section(
      'How long we keep it',
      p('We keep transaction records for seven years, as real estate and tax law require. Other account data is deleted within 90 days of closing your account, unless you ask us to delete it sooner and no law requires us to keep it.'),
    ),
    section(
      'Your choices and rights',
      ul(
        ['Change your cookie preferences at any time from "Cookie preferences" in the footer, or on our ', link('privacy choices page', paths.content.privacyChoices.href()), '.'],
        'See, correct or download the personal information we hold about you.',
        ['Delete your account from the Account Deletion link in the footer, or by writing to ', link(company.privacyEmail, `mailto:${company.privacyEmail}`), '.'],
        'Washington residents have additional rights over consumer health data under the My Health My Data Act; we do not collect such data.',
      ),
    ),
    section(
      'Security',
      p('We encrypt data in transit and at rest, limit staff access to what each role needs, and sign you in with one-time codes rather than passwords. No system is perfectly secure, so please tell us straight away if you believe your account has been misused.'),
    ),
    section(
      'Children',
      p('Homeward is not meant for anyone under 18, and we do not knowingly collect information from children.'),
    ),
    section(
      'Contact',
      p(['Questions about this policy go to ', link(company.privacyEmail, `mailto:${company.privacyEmail}`), `, or by post to ${company.legalName}, ${company.offices[0].address}.`]),
    ),
  ],
};
