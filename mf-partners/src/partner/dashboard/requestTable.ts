import type { PartnerType } from '@homeward/contracts';
import type { PartnerRequest } from '@homeward/contracts/signed-in';
import { compareWrittenDates, formatCalendarDay, formatCurrency, formatTimeOfDay, homeTypeLabel } from '@homeward/domain';

export type Form = Record<string, unknown>;

/** The form the buyer filled in (payload.tour, payload.offer, …). */
export function formOf(request: PartnerRequest): Form {
  const key = { ScheduleTour: 'tour', MakeAnOffer: 'offer', RequestInspection: 'inspection', RequestMortgage: 'mortgage', SellHome: 'sell' }[request.intent as string];
  const nested = key ? request.payload[key] : undefined;
  return nested && typeof nested === 'object' ? (nested as Form) : {};
}

export const calendarDay = (iso: unknown) => formatCalendarDay(iso, 'shortFull');
export const clockTime = (hhmm: unknown) => {
  const [h, m] = String(hhmm ?? '').split(':').map(Number);
  return Number.isFinite(h) ? formatTimeOfDay(h, m || 0) : '';
};
const money = (v: unknown) => (typeof v === 'number' ? formatCurrency(v) : '');

export const INTENT_LABELS: Record<string, string> = {
  ScheduleTour: 'Tour',
  MakeAnOffer: 'Offer',
  RequestInspection: 'Inspection',
  RequestMortgage: 'Mortgage',
  SellHome: 'Sale',
};

export const partnerStatusLabel = (status: PartnerRequest['partnerStatus']) => (status === 'Accepted' ? 'Accepted' : status === 'Declined' ? 'Declined' : 'Awaiting your answer');

/** The home of a request: the listing's address, else the address the buyer typed. */
export function homeOf(request: PartnerRequest): string {
  if (request.listing) return `${request.listing.address}, ${request.listing.city}, ${request.listing.state} ${request.listing.zipcode}`;
  const form = formOf(request);
  if (form.address) return [form.address, form.city, `${String(form.state ?? '')} ${String(form.zipCode ?? '')}`.trim()].filter(Boolean).join(', ');
  return String(form.propertyAddress ?? '') || 'No address given';
}

export interface Column {
  key: string;
  label: string;
  value: (r: PartnerRequest) => string;
  /** A select of the values present, or free text. */
  filter: 'text' | 'select';
}

/** What an agent reads first about a request: the offer's amount, the seller's asking price, or how the tour is held. */
function agentDetail(r: PartnerRequest): string {
  const form = formOf(r);
  if (r.intent === 'MakeAnOffer') return money(form.amount);
  if (r.intent === 'SellHome') return typeof form.askingPrice === 'number' ? `Asking ${money(form.askingPrice)}` : 'No asking price yet';
  return form.tourType === 'Video' ? 'Video chat' : 'In person';
}

const buyer: Column = { key: 'buyer', label: 'Buyer', value: (r) => r.buyer.name, filter: 'text' };
const home: Column = { key: 'home', label: 'Home', value: homeOf, filter: 'text' };
const status: Column = { key: 'status', label: 'Status', value: (r) => partnerStatusLabel(r.partnerStatus), filter: 'select' };

export const COLUMNS: Record<PartnerType, Column[]> = {
  // An agent's clients both buy and sell.
  3: [
    { ...buyer, label: 'Client' },
    home,
    { key: 'type', label: 'Request', value: (r) => INTENT_LABELS[r.intent] ?? r.intent, filter: 'select' },
    {
      key: 'when',
      label: 'When',
      value: (r) => (r.intent === 'ScheduleTour' ? `${calendarDay(formOf(r).date)} ${clockTime(formOf(r).time)}` : `Sent ${calendarDay(r.createdAt.slice(0, 10))}`),
      filter: 'text',
    },
    { key: 'detail', label: 'Details', value: agentDetail, filter: 'text' },
    status,
  ],
  4: [
    buyer,
    { ...home, label: 'Address' },
    { key: 'type', label: 'Inspection', value: (r) => String(formOf(r).inspectionType ?? ''), filter: 'select' },
    { key: 'when', label: 'Preferred day', value: (r) => calendarDay(formOf(r).preferredDate), filter: 'text' },
    status,
  ],
  1: [],
  2: [],
};
COLUMNS[1] = [
  buyer,
  { ...home, label: 'Property' },
  { key: 'type', label: 'Loan for', value: (r) => String(formOf(r).lendingType ?? ''), filter: 'select' },
  { key: 'price', label: 'Home price', value: (r) => money(formOf(r).price), filter: 'text' },
  { key: 'down', label: 'Down payment', value: (r) => (formOf(r).loanBalance === undefined ? '' : `${String(formOf(r).loanBalance)}%`), filter: 'text' },
  status,
];
COLUMNS[2] = COLUMNS[1];

/** The real estate groups of spec 2.8. */
export const AGENT_GROUPS = [
  { id: 'upcoming', label: 'Upcoming', intro: 'Tours from today on, soonest first.' },
  { id: 'sell', label: 'Sell', intro: 'Homeowners in your area who asked for an agent to sell their home.' },
  { id: 'buy', label: 'Buy', intro: 'Every buyer request routed to you: tours and offers.' },
  { id: 'make-offer', label: 'Make offer', intro: 'Offers buyers made on homes in your area.' },
] as const;
export type AgentGroup = (typeof AGENT_GROUPS)[number]['id'];

/** The requests of a group; `today` is a YYYY-MM-DD day. */
export function groupRequests(requests: PartnerRequest[], group: AgentGroup, today: string): PartnerRequest[] {
  switch (group) {
    case 'upcoming':
      return requests
        .filter((r) => r.intent === 'ScheduleTour' && String(formOf(r).date ?? '') >= today)
        .sort((a, b) => compareWrittenDates(`${String(formOf(a).date)}${String(formOf(a).time)}`, `${String(formOf(b).date)}${String(formOf(b).time)}`));
    case 'buy':
      return requests.filter((r) => r.intent === 'ScheduleTour' || r.intent === 'MakeAnOffer');
    case 'make-offer':
      return requests.filter((r) => r.intent === 'MakeAnOffer');
    case 'sell':
      return requests.filter((r) => r.intent === 'SellHome');
    default:
      return [];
  }
}

/** Rows whose every filtered column contains (text) or equals (select) the filter, ignoring case. */
export function filterRequests(requests: PartnerRequest[], columns: Column[], filters: Record<string, string>): PartnerRequest[] {
  const active = columns.filter((c) => (filters[c.key] ?? '').trim() !== '');
  return requests.filter((r) =>
    active.every((c) => {
      const wanted = filters[c.key].trim().toLowerCase();
      const value = c.value(r).toLowerCase();
      return c.filter === 'select' ? value === wanted : value.includes(wanted);
    }),
  );
}

/** Every field of a request's form as label/value rows, for the detail popup. */
const FIELD_LABELS: Record<string, [string, (v: unknown) => string]> = {
  date: ['Tour day', calendarDay],
  time: ['Tour time', clockTime],
  tourType: ['Tour type', (v) => (v === 'Video' ? 'Video chat' : 'In person')],
  phone: ['Phone for the tour', String],
  amount: ['Offer amount', money],
  offerType: ['Payment', String],
  cashDown: ['Cash down', money],
  cashDownPercentage: ['Cash down (%)', (v) => `${String(v)}%`],
  offerExpirationDays: ['Offer expires after (days)', String],
  timeToCloseDays: ['Time to close (days)', String],
  financialContingencyDays: ['Financing contingency (days)', String],
  inspectionContingencyDays: ['Inspection contingency (days)', String],
  saleContingencyDays: ['Sale contingency (days)', String],
  houseType: ['House type', (v) => homeTypeLabel(String(v))],
  homeDescription: ['Home description', String],
  inspectionType: ['Inspection type', String],
  preferredDate: ['Preferred day', calendarDay],
  address: ['Street address', String],
  city: ['City', String],
  state: ['State', String],
  zipCode: ['Zip code', String],
  lendingType: ['Loan for', String],
  price: ['Home price', money],
  loanBalance: ['Down payment (%)', (v) => `${String(v)}%`],
  propertyType: ['Property type', (v) => homeTypeLabel(String(v))],
  propertyTypeUsage: ['Use', String],
  firstHomeOwner: ['First home', (v) => (v ? 'Yes' : 'No')],
  monthsToFund: ['Months to fund', String],
  propertyAddress: ['Property address', String],
  bedrooms: ['Bedrooms', String],
  bathrooms: ['Bathrooms', String],
  askingPrice: ['Asking price', money],
  moveBy: ['Would like to move by', calendarDay],
  notes: ['Notes', String],
};

export function requestFields(request: PartnerRequest): { label: string; value: string }[] {
  const form = formOf(request);
  return Object.entries(FIELD_LABELS)
    .filter(([key]) => form[key] !== null && form[key] !== undefined && form[key] !== '')
    .map(([key, [label, format]]) => ({ label, value: format(form[key]) }));
}
