import { formatCents, maskedCard } from './account';

describe('payment display', () => {
  it('shows a card by brand and last 4 digits only', () => {
    expect(maskedCard('Visa', '4242')).toBe('Visa ending in 4242');
    expect(maskedCard(null, '4242424242424242')).toBe('Card ending in 4242');
  });

  it('formats cents as dollars', () => {
    expect(formatCents(4900)).toBe('$49.00');
  });
});
