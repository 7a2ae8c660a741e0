/** '$49.00' for 4900 cents in US dollars. */
export function formatFee(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}
