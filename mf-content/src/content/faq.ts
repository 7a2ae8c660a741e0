import { paths } from '@homeward/contracts';
import { BUYER_AGENT_COMMISSION_PERCENT, cashBackExample, COMMISSION_REFUND_SHARE_PERCENT, formatCurrency } from '@homeward/domain';
import type { Rich } from './types';
import { link } from './types';

const example = cashBackExample();

export interface FaqItem {
  question: string;
  answer: readonly Rich[];
}

export const homeFaq: readonly FaqItem[] = [
  {
    question: 'How does the Homeward commission refund work?',
    answer: [
      `When you buy a home, the seller usually pays a commission to your agent. Homeward agents are paid that commission like any other agent, and we send ${COMMISSION_REFUND_SHARE_PERCENT}% of it back to you at closing.`,
      `On a ${formatCurrency(example.price)} home with a ${BUYER_AGENT_COMMISSION_PERCENT}% buyer’s agent commission, that is ${formatCurrency(example.commission)} of commission and a ${formatCurrency(example.refund)} refund to you.`,
    ],
  },
  {
    question: 'When and how do I receive my refund?',
    answer: [
      'The refund is paid through escrow at closing, most often as a credit toward your closing costs. Where your lender does not allow a credit, we send it to you by check within 30 days of closing.',
      ['The exact terms are in our ', link('commission terms and conditions', paths.content.commissionTerms.href()), '.'],
    ],
  },
  {
    question: 'Are Homeward agents real, licensed agents?',
    answer: [
      'Yes. Every Homeward agent is a licensed real estate agent in Washington or Massachusetts, works full time, and knows the neighbourhoods they cover. They tour homes with you, write and negotiate your offer, and stay with you until you have the keys.',
    ],
  },
  {
    question: 'Where is Homeward available?',
    answer: [
      'We serve buyers and sellers across Washington and Massachusetts. If you search somewhere else, we will tell you that Homeward is not available there yet.',
    ],
  },
  {
    question: 'How much does it cost to sell with Homeward?',
    answer: [
      ['You list your home from the Homeward app for a 1.5% listing fee, paid at closing. ', link('See how selling works', paths.content.sell.href()), '.'],
    ],
  },
  {
    question: 'Can I get a mortgage through Homeward?',
    answer: [
      ['You can estimate a payment with the rates on Get Loan and send one request to lenders who work with us. ', link('Start with Get Loan', paths.content.getLoan.href()), '. Using a Homeward lender is never a condition of your refund.'],
    ],
  },
  {
    question: 'Do I have to sign anything before touring a home?',
    answer: [
      ['Washington and Massachusetts both ask buyers to sign a written agreement with their agent before a tour. Ours is short, names the refund you will receive, and can be ended at any time. ', link('Read the buyer agreement', paths.content.agentAgreement.href()), '.'],
    ],
  },
];
