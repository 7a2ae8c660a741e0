import type { StoredRequest } from '@homeward/contracts';
import { formatCalendarDay, formatCurrency, formatTimeOfDay, homeTypeLabel } from '@homeward/domain';
import { OFFER_TYPE_LABELS } from '../../shared/requests/offerValues';
import { INSPECTION_TYPES } from '../../shared/requests/inspectionValues';
import { LENDING_TABS, MONTHS_TO_FUND_OPTIONS, USAGE_OPTIONS } from '../../shared/requests/mortgageValues';

type Formatter = (value: unknown) => string;

const money: Formatter = (v) => (typeof v === 'number' ? formatCurrency(v) : String(v));
const days: Formatter = (v) => `${String(v)} ${v === 1 ? 'day' : 'days'}`;
const percent: Formatter = (v) => `${String(v)}%`;
const yesNo: Formatter = (v) => (v ? 'Yes' : 'No');
const from =
  (options: readonly { value: string; label: string }[]): Formatter =>
  (v) =>
    options.find((o) => o.value === String(v))?.label ?? String(v);
const calendarDay: Formatter = (v) => formatCalendarDay(v, 'full');
const clock: Formatter = (v) => {
  const [h, m] = String(v).split(':').map(Number);
  return Number.isFinite(h) ? formatTimeOfDay(h, m || 0) : String(v);
};

/** Labels (and how to show the value) of every field the buyer can send, in display order. */
const FIELDS: Record<string, [label: string, format?: Formatter]> = {
  requestId: ['Request number'],
  offerType: ['Payment', from(Object.entries(OFFER_TYPE_LABELS).map(([value, label]) => ({ value, label })))],
  offerStatus: ['Offer status', (v) => (v === 'NotStarted' ? 'Not started' : String(v))],
  amount: ['Offer amount', money],
  cashDown: ['Cash down', money],
  cashDownPercentage: ['Cash down (%)', percent],
  offerExpirationDays: ['Offer expires after', days],
  timeToCloseDays: ['Time to close', days],
  financialContingencyDays: ['Financing contingency', days],
  inspectionContingencyDays: ['Inspection contingency', days],
  saleContingencyDays: ['Sale contingency', days],
  preApprovalLetterPath: ['Pre-approval letter'],
  houseType: ['House type', (v) => homeTypeLabel(String(v))],
  homeDescription: ['Home description'],
  date: ['Day', calendarDay],
  time: ['Time', clock],
  tourType: ['Tour type', (v) => (v === 'Video' ? 'Video chat' : 'In person')],
  phone: ['Phone'],
  inspectionType: ['Inspection type', from(INSPECTION_TYPES)],
  preferredDate: ['Preferred day', calendarDay],
  lendingType: ['Loan for', from(LENDING_TABS)],
  price: ['Home price', money],
  loanBalance: ['Down payment (%)', percent],
  propertyType: ['Property type', (v) => homeTypeLabel(String(v))],
  propertyTypeUsage: ['Use', from(USAGE_OPTIONS)],
  firstHomeOwner: ['First home', yesNo],
  monthsToFund: ['Loan needed', from(MONTHS_TO_FUND_OPTIONS)],
  lenderId: ['Lender code'],
  propertyAddress: ['Property address'],
  address: ['Street address'],
  city: ['City'],
  state: ['State'],
  zipCode: ['Zip code'],
  notes: ['Notes'],
};

const FORM_KEY: Partial<Record<StoredRequest['intent'], string>> = {
  MakeAnOffer: 'offer',
  ScheduleTour: 'tour',
  RequestInspection: 'inspection',
  RequestMortgage: 'mortgage',
};

/** The submitted form of a stored request, as label/value rows; empty answers are left out. */
export function describeRequest(request: StoredRequest): { label: string; value: string }[] {
  const key = FORM_KEY[request.intent];
  const nested = key ? request.payload[key] : undefined;
  const form = (nested && typeof nested === 'object' ? nested : request.payload) as Record<string, unknown>;
  const rows: { label: string; value: string }[] = [];
  for (const [field, [label, format]] of Object.entries(FIELDS)) {
    const value = form[field];
    if (value === null || value === undefined || value === '') continue;
    rows.push({ label, value: format ? format(value) : String(value) });
  }
  return rows;
}

/** Who answers a request once it is routed to a partner (the partner dashboards). */
export function partnerAnswerLabel(intent: StoredRequest['intent']): string {
  if (intent === 'RequestInspection') return 'Inspector’s answer';
  if (intent === 'RequestMortgage') return 'Lender’s answer';
  return 'Agent’s answer';
}
