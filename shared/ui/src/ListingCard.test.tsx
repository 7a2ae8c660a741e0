import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ListingSummary } from '@homeward/contracts';
import { FavoriteButton } from './FavoriteButton';
import { ListingCard } from './ListingCard';

const home: ListingSummary = {
  mls: '123',
  latitude: 47.6,
  longitude: -122.2,
  timeOnMarket: '3 days',
  listingPrice: 900_000,
  hasOpenHouse: false,
  state: 'WA',
  status: 'A',
  type: 'RESI',
  bedrooms: 4,
  baths: 2.75,
  totalSquareFoot: 3595,
  yearBuilt: 1990,
  hoa: null,
  minSchoolRating: null,
  daysOnMarket: 3,
  newConstruction: false,
  openHouses: [],
  soldDate: null,
  address: '1 Main St',
  unit: null,
  city: 'Bellevue',
  zipcode: '98004',
  addressIsSample: false,
  photos: [],
  // The server's copy is not read: the card works cash back out by the domain's one rule.
  cashBack: 1,
};

const Link = ({ to, className, children }: { to: string; className?: string; children?: ReactNode }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

describe('ListingCard', () => {
  it('writes the facts and the cash back by the domain’s formatters and rule', () => {
    render(<ListingCard listing={home} href="/home/123" link={Link} idPrefix="favorite" testId="favorite-card" headingLevel={2} />);
    const card = screen.getByTestId('favorite-card');
    expect(screen.getByTestId('listing-facts')).toHaveTextContent('4 beds2.75 baths3,595 sq ft');
    expect(card).not.toHaveTextContent('sq fts');
    expect(screen.getByTestId('card-cash-back')).toHaveTextContent('$6,750 estimated cash back');
    expect(screen.getByRole('heading', { level: 2, name: /1 Main St/ })).toHaveAttribute('id', 'favorite-123-title');
    expect(screen.getByRole('link', { name: /1 Main St/ })).toHaveAttribute('href', '/home/123');
  });

  it('promises no cash back on a home off the market, and draws its badges and slots', () => {
    render(
      <ListingCard listing={{ ...home, status: 'S' }} href="/home/123" link={Link} idPrefix="listing" testId="listing-card" badges={[{ label: 'Nearby', tone: 'nearby' }]} showMarketLine>
        <p>Saved today</p>
      </ListingCard>,
    );
    expect(screen.queryByTestId('card-cash-back')).toBeNull();
    expect(screen.getByText('Nearby')).toBeInTheDocument();
    expect(screen.getByText('3 days on market')).toBeInTheDocument();
    expect(screen.getByText('Saved today')).toBeInTheDocument();
  });
});

describe('FavoriteButton', () => {
  it('is a toggle named for the home that waits while a change is saving', () => {
    const onToggle = jest.fn();
    const { rerender } = render(<FavoriteButton variant="labelled" address="1 Main St" saved={false} onToggle={onToggle} />);
    const heart = screen.getByRole('button', { name: 'Save 1 Main St to favorites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveTextContent('Save');
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<FavoriteButton variant="labelled" address="1 Main St" saved saving onToggle={onToggle} />);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveTextContent('Saved');
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('a card’s photos', () => {
  it('says so in the photo’s place when a photo cannot be loaded, and still shows the others', () => {
    render(<ListingCard listing={{ ...home, photos: ['/p/1.webp', '/p/2.webp'] }} href="/home/123" link={Link} idPrefix="listing" testId="listing-card" />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo 1 of 2, 1 Main St' }));
    expect(screen.getByRole('img', { name: 'Photo 1 of 2, 1 Main St: it could not be loaded' })).toHaveTextContent('Photo unavailable');
    expect(screen.queryByRole('img', { name: 'Photo 1 of 2, 1 Main St' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 2, 1 Main St' })).toHaveAttribute('src', '/p/2.webp');
    // Back to the first: it is not asked for again.
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByRole('img', { name: 'Photo 1 of 2, 1 Main St: it could not be loaded' })).toBeInTheDocument();
  });
});
