import {
  BUYER_AGENT_COMMISSION_PERCENT,
  cashBackExample,
  COMMISSION_REFUND_SHARE_PERCENT as REFUND_SHARE_PERCENT,
  CORPORATE_PARTNER_BONUS_DOLLARS,
  formatCurrency,
} from '@homeward/domain';
import { HOMEWARD_LISTING_FEE_PERCENT, sellerSaving, TRADITIONAL_LISTING_COMMISSION_PERCENT } from '../../components/savings/savings';
import type { LandingDocument } from '../types';
import { appOnlyAction, link, linkAction, note, ol, p, primary, section, ul } from '../types';
import { paths } from '@homeward/contracts';

const example = cashBackExample();

/** The loan pages both lead to the mortgage request and the programmes. */
const LOAN_ACTIONS = [primary(linkAction('Request a mortgage', paths.listing.mortgageRequest.href())), linkAction('Loan programmes', paths.content.loans.href())];
/** Both insurance pages send a visitor to the app's quotes. */
const COMPARE_INSURANCE = primary(appOnlyAction('Compare insurance quotes', 'app-only'));

export const downloadApp: LandingDocument = {
  title: 'Get the Homeward app',
  lead: 'Search, tour, offer and sell from your phone. The app is free on iPhone and Android.',
  sections: [
    section(
      'What you can do in the app',
      ul(
        'Get a notification the minute a home that matches your search is listed.',
        'Book tours and message your agent.',
        `List your home for sale for a ${HOMEWARD_LISTING_FEE_PERCENT}% listing fee.`,
        'Follow the value of your home and your neighbourhood.',
        'Compare homeowners insurance quotes.',
      ),
    ),
    section(
      'Sign in with the same account',
      p('Use the same mobile number you use on the web site. Your saved homes and searches are waiting for you.'),
    ),
  ],
};

export const sell: LandingDocument = {
  title: 'Sell your home with Homeward',
  lead: `List from the Homeward app for a ${HOMEWARD_LISTING_FEE_PERCENT}% listing fee, paid at closing, with a licensed agent beside you from pricing to closing.`,
  sections: [
    section(
      'What the listing fee includes',
      ul(
        'A pricing report based on recent sales on your street.',
        'Publication on the Washington or Massachusetts MLS and the major home search sites.',
        'Showing requests and offers managed in the app.',
        'A licensed agent to review offers and negotiate with you.',
        'Transaction coordination through closing.',
      ),
    ),
    section(
      'What you keep',
      p(
        `Traditional listing commissions are often ${TRADITIONAL_LISTING_COMMISSION_PERCENT}%. On a ${formatCurrency(example.price)} sale, listing with Homeward leaves you ${formatCurrency(sellerSaving(example.price))} more at closing.`,
      ),
      p([link('See the selling steps in detail', paths.content.sellDetails.href()), '.']),
    ),
  ],
  actions: [
    primary(appOnlyAction('List my home', 'sell')),
    linkAction('How selling works', paths.content.sellDetails.href()),
  ],
};

export const sellDetails: LandingDocument = {
  title: 'How selling with Homeward works',
  lead: 'Six steps from the first photo to closing day. Listing happens in the Homeward app; ask for an agent below and the one who serves your zip code contacts you to plan it.',
  sections: [
    section(
      'The steps',
      ol(
        'Tell us about your home: address, beds, baths, updates and the date you would like to move.',
        'Review your pricing report and choose an asking price with your agent.',
        'Book a professional photographer in the app, or upload your own photos.',
        'Go live on the MLS. Buyers book showings in the app and you approve each one.',
        'Compare offers side by side; your agent negotiates terms and repair requests.',
        `Close. The ${HOMEWARD_LISTING_FEE_PERCENT}% listing fee is paid from the proceeds; nothing is due up front.`,
      ),
    ),
    section(
      'Costs, plainly',
      ul(
        `Homeward listing fee: ${HOMEWARD_LISTING_FEE_PERCENT}% of the sale price, at closing.`,
        'Buyer’s agent compensation: your choice, agreed with your agent and stated in the listing.',
        'Usual seller closing costs: excise tax, title insurance and escrow fees, which apply whoever you list with.',
      ),
    ),
  ],
  actions: [primary(appOnlyAction('Start my listing', 'sell'))],
};

export const buyAndSell: LandingDocument = {
  title: 'Buy and sell at the same time',
  lead: 'Moving from one home to the next is two transactions with one deadline. One Homeward team can handle both, so the dates line up.',
  sections: [
    section(
      'How we make it work',
      ul(
        'One agent plans both sides and keeps a single calendar for your sale and purchase.',
        'We can write your offer contingent on your sale, or negotiate a rent-back so you stay in your home after it sells.',
        'Your lender can look at a bridge loan or a HELOC if you want to buy first.',
      ),
    ),
    section(
      'What it costs',
      p(`You list for ${HOMEWARD_LISTING_FEE_PERCENT}% and still receive ${REFUND_SHARE_PERCENT}% of the buyer’s agent commission on the home you buy.`),
    ),
  ],
  actions: [
    primary(linkAction('Search homes', '/?tab=1')),
    appOnlyAction('List my home', 'sell'),
  ],
};

export const homeInfo: LandingDocument = {
  title: 'Your home, in numbers',
  lead: 'See what your home might sell for, what nearby homes sold for, and how much equity you have built.',
  sections: [
    section(
      'What Home Info shows',
      ul(
        'An estimated value range, updated as new sales close nearby.',
        'Recent sales and active listings on your street and in your neighbourhood.',
        'Your estimated equity, from your purchase price and loan balance.',
        'Property tax and assessment history from county records.',
      ),
    ),
    section(
      'An estimate, not an appraisal',
      p('Automated values miss things only a visit shows, such as a new kitchen or a busy road. For a figure you can plan around, ask a Homeward agent for a free pricing report.'),
    ),
  ],
  actions: [
    primary(appOnlyAction('Track my home', 'app-only')),
    linkAction('Selling with Homeward', paths.content.sell.href()),
  ],
};

export const homeIndex: LandingDocument = {
  title: 'Homeward Home Index',
  lead: 'A monthly read of prices, inventory and days on market for every city we serve in Washington and Massachusetts.',
  sections: [
    section(
      'What the index measures',
      ul(
        'Median sale price and its change over the month and the year.',
        'Active listings and months of supply.',
        'Median days on market and the share of homes selling above the asking price.',
      ),
      p('Figures come from closed sales reported to the MLS. Cities with fewer than 20 sales in a month are combined with their neighbours so that one unusual sale does not swing the number.'),
    ),
  ],
  actions: [primary(appOnlyAction('Open the Home Index', 'app-only'))],
};

export const getLoan: LandingDocument = {
  title: 'Get a home loan',
  lead: 'Estimate a payment with the rates below, then send one request to lenders who work with Homeward buyers. Using them is never a condition of your refund.',
  sections: [
    section(
      'How it works',
      ol(
        'Tell us the price range, your down payment and how you will use the home.',
        'Lenders reply with written quotes, usually within one business day.',
        'Choose a lender, lock your rate and get a pre-approval letter for your offers.',
      ),
    ),
  ],
  actions: LOAN_ACTIONS,
};

export const loans: LandingDocument = {
  title: 'Loan programmes',
  lead: 'The right loan depends on your down payment, your credit and how long you plan to stay. Here are the programmes our lenders offer most often.',
  sections: [
    section(
      'Conventional',
      p('From 3% down for first-time buyers. With less than 20% down you pay private mortgage insurance until your balance falls to 80% of the value.'),
    ),
    section(
      'FHA',
      p('Government-insured, from 3.5% down with more flexible credit rules. Mortgage insurance usually lasts for the life of the loan unless you put 10% down.'),
    ),
    section(
      'VA',
      p('For eligible veterans and service members: no down payment and no monthly mortgage insurance, with a one-time funding fee.'),
    ),
    section(
      'Jumbo',
      p('For loans above the conforming limit, common in King County and Greater Boston. Expect stricter requirements on reserves and credit.'),
    ),
    section(
      'Adjustable rate (ARM)',
      p('A fixed rate for the first 5, 7 or 10 years, then adjusting each year. Worth a look if you expect to move or refinance before the fixed period ends.'),
    ),
  ],
  actions: LOAN_ACTIONS,
};

export const insure: LandingDocument = {
  title: 'Homeowners insurance',
  lead: 'Your lender needs proof of insurance before closing. Compare quotes from carriers licensed in Washington and Massachusetts in the Homeward app.',
  sections: [
    section(
      'What to compare',
      ul(
        'Dwelling coverage: enough to rebuild at today’s costs, not the purchase price.',
        'Deductible: a higher deductible lowers the premium but raises what you pay after a claim.',
        'Liability coverage: $300,000 or more is common.',
        'Exclusions: earthquake in Washington and flood in coastal Massachusetts usually need separate policies.',
      ),
    ),
  ],
  actions: [
    COMPARE_INSURANCE,
    linkAction('Types of cover explained', paths.content.insures.href()),
  ],
};

export const insures: LandingDocument = {
  title: 'Insurance cover explained',
  lead: 'A short guide to the policies homeowners in our two states ask about most.',
  sections: [
    section('Homeowners (HO-3)', p('The standard policy for a house: it covers the building against most risks and your belongings against named risks such as fire and theft.')),
    section('Condo (HO-6)', p('Covers the inside of your unit and your belongings. Read your association’s master policy to see where its cover stops.')),
    section('Earthquake', p('Not included in standard policies. Worth considering west of the Cascades, especially for older homes and brick buildings.')),
    section('Flood', p('Also separate. Lenders require it in mapped flood zones, including parts of the Massachusetts coast and Washington river valleys.')),
    section('Title insurance', p('A one-time premium at closing that protects you against old claims on the property, such as unpaid liens or recording errors.')),
  ],
  actions: [COMPARE_INSURANCE],
};

export const demo: LandingDocument = {
  title: 'See Homeward in action',
  lead: 'A 20-minute walkthrough of the Homeward site and app with one of our agents, for buyers, sellers and partners.',
  sections: [
    section(
      'What we cover',
      ul(
        'Setting up a search with the filters that matter to you, and saving it for alerts.',
        'Booking a tour, and what happens when you make an offer.',
        'How the commission refund appears on your closing statement.',
        'For sellers: listing from the app and managing showings.',
      ),
    ),
  ],
  actions: [
    primary(linkAction('Book a time', paths.content.calendly.href())),
    linkAction('Get the app', paths.content.downloadApp.href()),
  ],
};

export const partner: LandingDocument = {
  title: 'Partner with Homeward',
  lead: 'Lenders, loan brokers, real estate agents, inspectors, builders and title and escrow companies work with Homeward to serve buyers and sellers in Washington and Massachusetts.',
  sections: [
    section(
      'What partners get',
      ul(
        'Requests from buyers who have chosen you, with the details you need to respond.',
        'A partner dashboard to track every request and its status.',
        'A listing in the Homeward app where buyers compare partners.',
      ),
    ),
    section(
      'Who can join',
      p('Partners must be licensed for their work in the state they serve and keep their licence in good standing. Agents join the brokerage under our broker agreement.'),
    ),
  ],
  actions: [
    primary(linkAction('Become a partner', paths.partner.becomeAPartner.href())),
    linkAction('Read the broker agreement', paths.content.brokerAgreement.href()),
  ],
};

export const lender: LandingDocument = {
  title: 'Lend with Homeward',
  lead: 'Reach buyers at the moment they need a pre-approval, in the two states we serve.',
  sections: [
    section(
      'How the lender programme works',
      ol(
        'Apply with your NMLS number and the states you are licensed in.',
        'Publish your rate sheet from your dashboard; buyers see your rates, with your name and the sheet’s date, on Get a Loan and beside the payment estimate on every home’s page.',
        'Receive mortgage requests from buyers who choose you, and reply from your dashboard.',
      ),
      note('Homeward does not receive referral fees from lenders. Buyers are never required to use a Homeward lender to receive their refund.'),
    ),
  ],
  actions: [primary(linkAction('Apply as a lender', paths.partner.lender.href()))],
};

export const inspections: LandingDocument = {
  title: 'Home inspections',
  lead: 'A good inspection tells you what you are buying. Request one from a licensed inspector in a few taps, or join us as an inspector.',
  sections: [
    section(
      'What an inspection covers',
      ul(
        'Structure, roof, attic and foundation.',
        'Plumbing, electrical, heating and cooling systems.',
        'Signs of water damage, pests and ventilation problems.',
        'Optional add-ons: sewer scope, radon, pest and roof specialists.',
      ),
    ),
    section(
      'Timing',
      p('Most inspection contingencies in our markets run 5 to 10 days. Book as soon as your offer is accepted; reports usually arrive within 24 hours of the visit.'),
    ),
  ],
  actions: [
    primary(linkAction('Request an inspection', paths.listing.inspectionRequest.href())),
    linkAction('Become an inspector', paths.partner.inspector.href()),
  ],
};

export const learnMore: LandingDocument = {
  title: 'How Homeward works',
  lead: 'A licensed brokerage with a better price. Here is exactly what you get, what it costs and where the savings come from.',
  sections: [
    section(
      'For buyers',
      p(`Your Homeward agent is paid the buyer’s agent commission stated in your agreement, usually by the seller. At closing we refund ${REFUND_SHARE_PERCENT}% of it to you. With a ${BUYER_AGENT_COMMISSION_PERCENT}% commission on a ${formatCurrency(example.price)} home, that is ${formatCurrency(example.refund)}.`),
      ul(
        'Unlimited tours, in person or by video.',
        'Offer strategy based on recent local sales.',
        'Help with inspections, appraisal and closing.',
      ),
    ),
    section(
      'For sellers',
      p(`List from the app for ${HOMEWARD_LISTING_FEE_PERCENT}% of the sale price, paid at closing. A licensed agent prices your home with you and handles offers.`),
    ),
    section(
      'Where the savings come from',
      p('Scheduling, paperwork and updates run in the app, so each agent spends their time on tours and negotiation. We are paid the same commission as any brokerage and share part of it with you.'),
    ),
    section(
      'Read the details',
      ul([link('Commission refund terms and conditions', paths.content.commissionTerms.href())], [link('Buyer agent agreement', paths.content.agentAgreement.href())]),
    ),
  ],
  actions: [primary(linkAction('Start your search', '/?tab=1'))],
};

export const corporateProgram: LandingDocument = {
  title: 'Corporate partner programme',
  lead: 'Help your employees buy their next home for less. Homeward partners with employers in Washington and Massachusetts to offer a relocation and home-buying benefit at no cost to the company.',
  sections: [
    section(
      'What your employees receive',
      ul(
        `The standard ${REFUND_SHARE_PERCENT}% commission refund, plus an extra ${formatCurrency(CORPORATE_PARTNER_BONUS_DOLLARS)} at closing for partner employees.`,
        'A dedicated agent team for relocations, with video tours for people moving from out of state.',
        'Workshops on buying a first home, held at your office or online.',
      ),
    ),
    section(
      'What it costs your company',
      p('Nothing. The benefit is paid from Homeward’s commission. We ask for a place in your benefits guide and an introduction to your relocation team.'),
    ),
  ],
};
