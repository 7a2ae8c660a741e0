/**
 * Which partners may handle a buyer request: offers and tours go to real estate agents (3),
 * inspections to service providers (4), mortgages to lenders and loan brokers (1, 2). Enquiries
 * (corporate, careers, partner) are answered by Homeward staff and are never routed to a partner.
 */
const ROUTING: Readonly<Record<string, readonly number[]>> = {
  MakeAnOffer: [3],
  ScheduleTour: [3],
  RequestInspection: [4],
  RequestMortgage: [1, 2],
};

export const ROUTABLE_REQUEST_INTENTS = Object.keys(ROUTING);

export function partnerTypesForIntent(intent: string): readonly number[] {
  return ROUTING[intent] ?? [];
}

/** Words a manager reads for each request intent. */
const INTENT_LABELS: Readonly<Record<string, string>> = {
  MakeAnOffer: 'Offer',
  ScheduleTour: 'Tour',
  RequestInspection: 'Inspection',
  RequestMortgage: 'Mortgage',
  CorporateEnquiry: 'Corporate enquiry',
  CareerApplication: 'Career application',
  PartnerEnquiry: 'Partner enquiry',
};

export function requestIntentLabel(intent: string): string {
  return INTENT_LABELS[intent] ?? intent;
}
