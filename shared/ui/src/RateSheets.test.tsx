import { render, screen, within } from '@testing-library/react';
import { RateSheets } from './RateSheets';

describe('RateSheets', () => {
  it("shows each lender's rates under the lender's name and the sheet's date", () => {
    render(
      <RateSheets
        sheets={[{ lenderId: 'a', lenderName: 'Evergreen Home Loans', effectiveDate: '2026-03-02', publishedAt: '2026-03-02T16:00:00Z', products: [{ product: '30-Year Fixed', rate: 6.5, apr: 6.612, points: 0.25 }] }]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Evergreen Home Loans' })).toBeTruthy();
    expect(screen.getByText('Rate sheet effective March 2, 2026')).toBeTruthy();
    const row = screen.getByRole('row', { name: /30-Year Fixed/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['6.500%', '6.612%', '0.25']);
  });
  it('draws nothing when no lender has published', () => {
    const { container } = render(<RateSheets sheets={[]} />);
    expect(container.textContent).toBe('');
  });
});
