import { render, screen } from '@testing-library/react';
import { ListingFacts } from './ListingFacts';

describe('ListingFacts', () => {
  it('writes decimal baths as listed and square feet as a measure', () => {
    render(<ListingFacts bedrooms={4} baths={3.5} totalSquareFoot={3595} typeLabel="House" />);
    const facts = screen.getByTestId('listing-facts');
    expect(facts).toHaveTextContent('4 beds3.5 baths3,595 sq ftHouse');
    expect(facts).not.toHaveTextContent('4 baths');
    expect(facts).not.toHaveTextContent('sq fts');
  });

  it('writes one bed and one bath in the singular, and 2.75 baths without rounding', () => {
    const { rerender } = render(<ListingFacts bedrooms={1} baths={1} totalSquareFoot={640} />);
    expect(screen.getByTestId('listing-facts')).toHaveTextContent('1 bed1 bath640 sq ft');
    rerender(<ListingFacts bedrooms={3} baths={2.75} totalSquareFoot={1} />);
    expect(screen.getByTestId('listing-facts')).toHaveTextContent('3 beds2.75 baths1 sq ft');
  });
});
