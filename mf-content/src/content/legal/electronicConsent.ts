import { company } from '../company';
import type { ContentDocument } from '../types';
import { link, p, section, ul } from '../types';

export const electronicConsent: ContentDocument = {
  title: 'Consent to Electronic Records and Signatures',
  updated: 'Last updated January 15, 2025',
  lead: 'Buying or selling a home involves many documents. With your consent, we deliver them electronically and you sign them electronically, with the same legal effect as paper.',
  sections: [
    section(
      'What this consent covers',
      ul(
        'Buyer and listing agreements, disclosures and agency forms.',
        'Offers, counter-offers, addenda and notices about your transaction.',
        'Closing documents we are responsible for, and statements about your commission refund.',
        'Required notices about your account and our privacy practices.',
      ),
    ),
    section(
      'Paper copies',
      p(['You may ask for a paper copy of any document at no charge by writing to ', link(company.supportEmail, `mailto:${company.supportEmail}`), '. Asking for a paper copy does not withdraw your consent.']),
    ),
    section(
      'Withdrawing consent',
      p('You may withdraw consent at any time by email. Withdrawal takes effect within three business days and does not affect documents already signed. Some transactions cannot continue without electronic delivery; if so, your agent will tell you before you decide.'),
    ),
    section(
      'What you need',
      ul(
        'A current version of Chrome, Safari, Edge or Firefox, or the Homeward app on iOS or Android.',
        'A valid email address and mobile phone number.',
        'A way to view and save PDF documents.',
      ),
      p('If these requirements change in a way that could stop you reading your documents, we will tell you first and you may withdraw consent without charge.'),
    ),
    section(
      'Keeping your details current',
      p('Please update your email address in Account Settings when it changes, so that notices reach you.'),
    ),
  ],
};
