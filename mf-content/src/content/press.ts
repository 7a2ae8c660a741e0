export interface PressItem {
  outlet: string;
  headline: string;
  /** ISO date. */
  date: string;
  summary: string;
}

export const pressItems: readonly PressItem[] = [
  {
    outlet: 'Puget Sound Business Journal',
    headline: 'Seattle brokerage pays buyers back part of agent commissions',
    date: '2025-03-18',
    summary: 'A profile of how Homeward’s refund model has held up since the 2024 changes to buyer commission rules.',
  },
  {
    outlet: 'Boston Real Estate Weekly',
    headline: 'Homeward opens Boston office, extends refunds to Massachusetts buyers',
    date: '2024-10-02',
    summary: 'Homeward began serving buyers and sellers across Massachusetts with a team of licensed local agents.',
  },
  {
    outlet: 'Housing Finance Review',
    headline: 'App-first listings at 1.5%: what sellers give up, and what they keep',
    date: '2024-06-11',
    summary: 'An analysis of listing fees in Washington, including interviews with Homeward sellers.',
  },
  {
    outlet: 'Seattle Tech Today',
    headline: 'Homeward raises Series A to grow its agent team',
    date: '2023-09-27',
    summary: 'The funding went to hiring agents and building the Homeward mobile app.',
  },
];

export const pressKit = {
  facts: [
    'Founded in Seattle in 2020; offices in Seattle and Boston.',
    'Licensed brokerage in Washington and Massachusetts.',
    'Buyers receive 40% of the buyer’s agent commission at closing.',
    'Sellers list from the Homeward app for a 1.5% listing fee.',
  ],
} as const;
