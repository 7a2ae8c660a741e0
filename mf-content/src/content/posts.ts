import { paths } from '@homeward/contracts';
import type { Block } from './types';
import { link, p, ul } from './types';

export interface Post {
  id: string;
  title: string;
  summary: string;
  author: string;
  /** ISO date. */
  published: string;
  readingMinutes: number;
  body: readonly Block[];
}

/** Blog posts, newest first. */
export const posts: readonly Post[] = [
  {
    id: 'buyer-agreements-explained',
    title: 'Buyer agreements in Washington and Massachusetts, explained',
    summary: 'Why you sign an agreement before touring, what it should say, and how ours names your refund in writing.',
    author: 'Rachel Kim, Managing Broker (WA)',
    published: '2025-04-14',
    readingMinutes: 5,
    body: [
      p('Since 2024, buyers in both of our states sign a written agreement with their agent before touring a home. The agreement is not a trap; it is a plain statement of what your agent will do and how they are paid.'),
      p('A good agreement answers four questions:'),
      ul(
        'How much the agent is paid, as a number or a percentage, and who pays it.',
        'How long the agreement lasts and how either side can end it.',
        'Whether the agreement covers one home, one area or any home you buy.',
        'What happens to any commission above the agreed amount.',
      ),
      p(['Ours also states the share of the commission we refund to you at closing. ', link('Read the full buyer agreement', paths.content.agentAgreement.href()), ' before you tour, and ask your agent anything that is unclear.']),
    ],
  },
  {
    id: 'first-offer-in-a-competitive-market',
    title: 'Writing your first offer in a competitive market',
    summary: 'Escalation clauses, inspection contingencies and earnest money: what moves a seller, and what protects you.',
    author: 'Tom Delaney, Agent, Boston',
    published: '2025-03-02',
    readingMinutes: 7,
    body: [
      p('In a market with several offers on every good house, price is only part of the picture. Sellers also weigh certainty and timing.'),
      ul(
        'A pre-approval letter from a lender who has reviewed your documents carries more weight than a pre-qualification.',
        'A shorter inspection period shows confidence without giving up your right to inspect.',
        'An escalation clause can help, but put a firm cap on it and read it twice.',
        'Earnest money is usually 1% to 3% of the price in our markets; more signals commitment, and it is still yours if a contingency ends the deal.',
      ),
      p('Your Homeward agent will pull recent sales on the street and tell you how similar homes have sold, so your offer rests on facts rather than nerves.'),
    ],
  },
  {
    id: 'what-closing-costs-cover',
    title: 'What your closing costs actually cover',
    summary: 'Title insurance, escrow fees, prepaid taxes and lender charges, line by line, with typical ranges for WA and MA.',
    author: 'Amara Osei, Closing Coordinator',
    published: '2025-01-20',
    readingMinutes: 6,
    body: [
      p('Closing costs usually add 2% to 4% of the price for a buyer. Most of the money goes to a handful of items:'),
      ul(
        'Lender charges: origination, appraisal and credit report fees.',
        'Title insurance, which protects you and your lender against claims on the property.',
        'Escrow or settlement fees for the company that holds the money and records the deed.',
        'Prepaid items: the first year of homeowners insurance and a few months of property tax.',
      ),
      p('Your Homeward refund is often applied as a credit at closing, which can cover a large part of these costs.'),
    ],
  },
  {
    id: 'condo-or-townhouse',
    title: 'Condo or townhouse? Questions to ask before you choose',
    summary: 'HOA budgets, reserve studies, special assessments and rental caps: what to read before you fall in love with a unit.',
    author: 'Rachel Kim, Managing Broker (WA)',
    published: '2024-11-08',
    readingMinutes: 4,
    body: [
      p('Condos and townhouses can be a good first home, but you are also buying into an association. Ask for these documents early:'),
      ul(
        'The current budget and the most recent reserve study.',
        'Minutes from the last year of board meetings, where planned repairs and disputes show up first.',
        'Any special assessments, passed or proposed.',
        'Rules on rentals, pets and renovations.',
      ),
      p('Your agent can request them as part of your offer, and your review period gives you time to walk away if they raise concerns.'),
    ],
  },
];

export function findPost(id: string | undefined): Post | undefined {
  return id ? posts.find((post) => post.id === id) : undefined;
}
