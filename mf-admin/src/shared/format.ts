import { formatPhoneNumber } from '@homeward/contracts/phone';
import { formatCurrency, formatDate as writeDate, formatDateTime as writeDateTime } from '@homeward/domain';

export const formatDateTime = (iso: string | null | undefined) => (iso ? writeDateTime(new Date(iso), 'medium') || '—' : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? writeDate(new Date(iso), 'medium') || '—' : '—');

export const fullName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || 'No name given';

/** A number as people read it (the contracts' one rule: '(425) 555-0123', '+44 7400 123456'); a dash when there is none. */
export const formatPhone = (phone: string | null | undefined): string => formatPhoneNumber(phone) || '—';

export const shortId = (id: string) => id.slice(0, 8).toUpperCase();

export const formatMoney = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCurrency(value) : '—');
