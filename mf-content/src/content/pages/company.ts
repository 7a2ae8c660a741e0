import { COMMISSION_REFUND_SHARE_PERCENT as REFUND_SHARE_PERCENT } from '@homeward/domain';
import { company } from '../company';
import type { LandingDocument } from '../types';
import { link, linkAction, p, primary, section, ul } from '../types';
import { paths } from '@homeward/contracts';

export const about: LandingDocument = {
  title: 'About Homeward',
  lead: 'Homeward helps people in Washington and Massachusetts find, tour and buy a home, and hands back part of the buyer’s agent commission at closing.',
  sections: [
    section(
      'What we do',
      p('You search homes on a map and in a list, save the ones you like, book tours with a licensed local agent, and make an offer when you are ready. When the sale closes, we refund part of the commission paid to your agent.'),
      p('Sellers list from the Homeward app for a 1.5% listing fee, with an agent on call for pricing, showings and offers.'),
    ),
    section(
      'Who we are',
      p(`We are a licensed brokerage with offices in Seattle and Boston. Our agents are full-time employees who are measured on how happy their clients are, not on how fast a deal closes. Our engineers and designers build the site and app those agents and their clients use every day.`),
      ul(...company.brokerageLicences),
    ),
    section(
      'Why a refund',
      p(`Technology lets one agent help more buyers without cutting corners: tour booking, paperwork and scheduling happen in the app instead of on the phone. We pass ${REFUND_SHARE_PERCENT}% of the commission we receive back to the buyer, because that saving is theirs.`),
      p([link('Read about our mission', paths.content.mission.href()), ' or ', link('see open roles', paths.content.careers.href()), '.']),
    ),
  ],
  actions: [
    primary(linkAction('Search homes', '/?tab=1')),
    linkAction('Contact us', paths.content.contact.href()),
  ],
};

export const mission: LandingDocument = {
  title: 'Our mission',
  lead: 'Make buying and selling a home cost less and feel calmer, without giving up the local expertise that matters.',
  sections: [
    section(
      'What we believe',
      ul(
        'A home purchase is the largest financial decision most families make. Every dollar saved at closing matters.',
        'Buyers deserve a licensed agent who represents them, not a call centre.',
        'Prices, fees and refunds should be stated in plain numbers before anyone signs.',
        'Good software should give agents more time with clients, not replace them.',
      ),
    ),
    section(
      'How we measure ourselves',
      p('We track three numbers every month: what our customers saved, how they rate their agent, and how many would recommend us to a friend. Our agents are paid on the last two.'),
    ),
    section(
      'Where we are going',
      p('We serve Washington and Massachusetts today and will open new states only when we can staff them with agents who know the ground. Until then, we would rather serve two states well than fifty states thinly.'),
    ),
  ],
  actions: [linkAction('About Homeward', paths.content.about.href())],
};

export const contact: LandingDocument = {
  title: 'Contact Homeward',
  lead: `Our support team is available ${company.supportHours}, seven days a week, and replies to email within one business day.`,
  sections: [
    section(
      'Customer support',
      ul(
        ['Email: ', link(company.supportEmail, `mailto:${company.supportEmail}`)],
      ),
      p('If you are working with a Homeward agent, you can also message them directly from the app.'),
    ),
    section(
      'Partners, press and careers',
      ul(
        ['Lenders, inspectors and other partners: ', link(company.partnersEmail, `mailto:${company.partnersEmail}`), ' or ', link('become a partner', paths.partner.becomeAPartner.href())],
        ['Employers: ', link('corporate partner programme', paths.content.corporateProgram.href())],
        ['Press: ', link(company.pressEmail, `mailto:${company.pressEmail}`)],
        ['Careers: ', link(company.careersEmail, `mailto:${company.careersEmail}`), ' or ', link('open roles', paths.content.careers.href())],
      ),
    ),
    section(
      'Offices',
      ul(...company.offices.map((office) => office.address)),
    ),
  ],
};

export const privacyChoices: LandingDocument = {
  title: 'Your privacy choices',
  lead: 'You decide how Homeward uses cookies and your personal information. Here is what you can change and how.',
  sections: [
    section(
      'Cookies',
      p('Open "Cookie preferences" at the bottom of any page to turn each group on or off:'),
      ul(
        'Strictly necessary: sign-in, security and your cookie choices. Always active.',
        'Functional: remembers your recent searches and filters.',
        'Performance: tells us which pages are slow or confusing, without identifying you.',
        'Targeting: lets us measure our advertising. Off unless you turn it on.',
      ),
    ),
    section(
      'Your information',
      ul(
        'See or update your name, email and phone in Account Settings.',
        ['Ask for a copy of your data, or for corrections, at ', link(company.privacyEmail, `mailto:${company.privacyEmail}`), '.'],
        'Delete your account from the Account Deletion link in the footer.',
        'Unsubscribe from marketing emails with the link in any of them; account and transaction messages continue.',
      ),
    ),
    section(
      'We do not sell your data',
      p(['We do not sell or rent personal information, and we do not share it for cross-context advertising. The full details are in our ', link('privacy policy', paths.content.privacyPolicy.href()), '.']),
    ),
  ],
  actions: [linkAction('Read the privacy policy', paths.content.privacyPolicy.href())],
};
