import { formatCurrency, formatDate as writeDate, formatDateTime as writeDateTime } from '@homeward/domain';

export const formatDateTime = (iso: string | null | undefined) => (iso ? writeDateTime(new Date(iso), 'medium') || '—' : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? writeDate(new Date(iso), 'medium') || '—' : '—');

export const fullName = (person: { firstName?: string | null; lastName?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || 'No name given';

/** (425) 555-0123 for a 10-digit US number; anything else as stored. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '—';
  const digits = phone.replace(/^\+1/, '');
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

export const shortId = (id: string) => id.slice(0, 8).toUpperCase();

export const formatMoney = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCurrency(value) : '—');
