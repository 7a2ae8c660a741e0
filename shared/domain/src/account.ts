import { formatCurrency } from './format';

/** A card as it may be shown: brand and last 4 digits only, never more. */
export function maskedCard(brand: string | null | undefined, last4: string): string {
  return `${brand?.trim() || 'Card'} ending in ${last4.replace(/\D/g, '').slice(-4)}`;
}

/** An amount in cents as money, e.g. 4900 → $49.00. */
export function formatCents(cents: number, currency = 'usd'): string {
  // Dollars without Intl (see formatDate); another currency, which the payment provider may name, with it.
  if (currency.toLowerCase() === 'usd') return formatCurrency(cents / 100, { cents: true });
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
