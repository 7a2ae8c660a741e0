import { CALENDAR_DATE_PATTERN } from '@homeward/contracts';
import { formatPhoneNumber } from '@homeward/contracts/phone';
import { formatCalendarDay, formatCurrency, formatDate as writeDate, formatDateTime as writeDateTime, type DateStyle } from '@homeward/domain';

export const formatDateTime = (iso: string | null | undefined) => (iso ? writeDateTime(new Date(iso), 'medium') || '—' : '—');

/** How an instant's day is written: in the reader's time zone, or as a page drawn on the server writes it (`useDayFormatter`). */
type WriteDay = (date: Date, style: DateStyle) => string;

/** A day: a calendar date ('2019-04-01') as that day wherever the reader is, an instant as its day; a dash for none. */
export const formatDate = (iso: string | null | undefined, writeDay: WriteDay = writeDate) => {
  if (!iso) return '—';
  return (CALENDAR_DATE_PATTERN.test(iso) ? formatCalendarDay(iso, 'medium') : writeDay(new Date(iso), 'medium')) || '—';
};

export const fullName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || 'No name given';

/** A number as people read it (the contracts' one rule: '(425) 555-0123', '+44 7400 123456'); a dash when there is none. */
export const formatPhone = (phone: string | null | undefined): string => formatPhoneNumber(phone) || '—';

export const shortId = (id: string) => id.slice(0, 8).toUpperCase();

export const formatMoney = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCurrency(value) : '—');
