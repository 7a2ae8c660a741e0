import { CASH_BACK_SHARE_TEXT } from '@homeward/domain';
export type Audience = 'buyers' | 'sellers';

export const audienceOptions: ReadonlyArray<{ value: Audience; label: string }> = [
  { value: 'buyers', label: 'For Buyers' },
  { value: 'sellers', label: 'For Sellers' },
];

export const hero: Record<Audience, { heading: string; text: string }> = {
  buyers: {
    heading: 'Buy your home with a local agent, and keep part of the commission',
    text: `Search every home for sale in Washington and Massachusetts, tour with a licensed Homeward agent, and get ${CASH_BACK_SHARE_TEXT} back at closing.`,
  },
  sellers: {
    heading: 'Sell your home for a 1.5% listing fee',
    text: 'List from the Homeward app, get a pricing report for your street, and have a licensed agent on call for showings, offers and closing.',
  },
};

export interface Step {
  title: string;
  text: string;
}

export const howItWorks: Record<Audience, { heading: string; steps: readonly Step[] }> = {
  buyers: {
    heading: 'How buying with Homeward works',
    steps: [
      { title: 'Search and save', text: 'Browse homes on the map, filter by what matters, and save favourites to compare later.' },
      { title: 'Tour with an agent', text: 'Pick a time on any listing. A licensed Homeward agent meets you there, or walks you through on video.' },
      { title: 'Offer and close', text: `Your agent writes and negotiates the offer. At closing, ${CASH_BACK_SHARE_TEXT} comes back to you.` },
    ],
  },
  sellers: {
    heading: 'How selling with Homeward works',
    steps: [
      { title: 'List from the app', text: 'Add photos, details and your asking price in the Homeward app. We publish to the MLS within a day.' },
      { title: 'Show and negotiate', text: 'Buyers book showings in the app. A licensed agent reviews every offer with you.' },
      { title: 'Close for 1.5%', text: 'The listing fee is 1.5% of the sale price, paid at closing and never up front.' },
    ],
  },
};

/** Quick price ceilings on the home page; each sets the max price of the search. */
export const pricePresets: ReadonlyArray<{ label: string; min: number | null; max: number | null }> = [
  { label: 'Any price', min: null, max: null },
  { label: 'Under $400k', min: null, max: 400_000 },
  { label: '$400k–$700k', min: 400_000, max: 700_000 },
  { label: '$700k–$1m', min: 700_000, max: 1_000_000 },
  { label: '$1m–$2m', min: 1_000_000, max: 2_000_000 },
  { label: '$2m and up', min: 2_000_000, max: null },
];

export const serviceArea = {
  heading: 'Where Homeward is available',
  text: 'Homeward serves home buyers and sellers across Washington and Massachusetts, from Bellingham to Vancouver and from the Berkshires to Cape Cod. We are working on new states; until then, searches elsewhere show that Homeward is not available there yet.',
  states: [
    { code: 'WA', name: 'Washington', cities: ['Seattle', 'Bellevue', 'Tacoma', 'Spokane', 'Redmond', 'Olympia'] },
    { code: 'MA', name: 'Massachusetts', cities: ['Boston', 'Cambridge', 'Worcester', 'Newton', 'Springfield', 'Quincy'] },
  ],
} as const;
