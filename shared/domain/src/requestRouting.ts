/**
 * Which partners may handle a buyer request: offers, tours and homes to sell go to real estate agents (3),
 * inspections to service providers (4) approved as inspectors, mortgages to lenders and loan
 * brokers (1, 2). Enquiries (corporate, careers, partner) are answered by Homeward staff and are
 * never routed to a partner.
 */
export interface RequestRouting {
  /** Partner types that may take the request. */
  types: readonly number[];
  /** For service providers: the programme they must be approved for. */
  kind?: string;
}

const ROUTING: Readonly<Record<string, RequestRouting>> = {
  MakeAnOffer: { types: [3] },
  ScheduleTour: { types: [3] },
  RequestInspection: { types: [4], kind: 'inspector' },
  RequestMortgage: { types: [1, 2] },
  SellHome: { types: [3] },
};

export const ROUTABLE_REQUEST_INTENTS = Object.keys(ROUTING);

/** How a request of this intent is routed, or undefined for requests Homeward staff answer. */
export function requestRouting(intent: string): RequestRouting | undefined {
  return ROUTING[intent];
}

export function partnerTypesForIntent(intent: string): readonly number[] {
  return ROUTING[intent]?.types ?? [];
}

/** Words a manager reads for each request intent. */
const INTENT_LABELS: Readonly<Record<string, string>> = {
  MakeAnOffer: 'Offer',
  ScheduleTour: 'Tour',
  RequestInspection: 'Inspection',
  RequestMortgage: 'Mortgage',
  SellHome: 'Home sale',
  CorporateEnquiry: 'Corporate enquiry',
  CareerApplication: 'Career application',
  PartnerEnquiry: 'Partner enquiry',
};

export function requestIntentLabel(intent: string): string {
  return INTENT_LABELS[intent] ?? intent;
}
