import { fireEvent, render, screen } from '@testing-library/react';
import type { ListingSearchResult, ListingSummary } from '@homeward/contracts';
import { createDefaultFilterCriteria } from '@homeward/domain';
import { FilterPanel, seeHomesLabel } from './FilterPanel';
import { filterStore } from '../../shared/filters/filterStore';

// The server's count never arrives in these tests: what the button says comes from the loaded homes.
jest.mock('../../shared/search/searchListings', () => ({
  useMatchCount: () => ({ data: undefined, isFetching: true, isPlaceholderData: false }),
}));

const home = (mls: string, bedrooms: number, listingPrice: number) =>
  ({ mls, latitude: 47.6, longitude: -122.2, listingPrice, status: 'A', type: 'RESI', bedrooms, baths: 2, totalSquareFoot: 1500, yearBuilt: 1990, hoa: null,
    minSchoolRating: 5, daysOnMarket: 2, newConstruction: false, openHouses: [], hasOpenHouse: false, soldDate: null }) as unknown as ListingSummary;

const HOMES = [home('1', 1, 400_000), home('2', 2, 500_000), home('3', 3, 600_000), home('4', 4, 700_000)];

const loadedAnswer = (): ListingSearchResult =>
  ({
    data: HOMES,
    total: 4,
    viewportTotal: null,
    markers: HOMES.map((h) => ({ mls: h.mls, lat: h.latitude, lng: h.longitude, listingPrice: h.listingPrice, status: 'A', hasOpenHouse: false, isLive: false })),
    clusters: [],
  }) as unknown as ListingSearchResult;

describe('FilterPanel "See N Homes"', () => {
  it('counts the loaded homes the moment a filter narrows them, before the server answers', () => {
    const criteria = { ...createDefaultFilterCriteria(), listingTypes: ['RESI' as const] };
    filterStore.setState({ criteria });
    render(
      <FilterPanel open searchText="Bellevue, WA" histogram={null} onClose={() => {}} onConfirm={() => {}} loaded={{ result: loadedAnswer(), criteria }} />,
    );
    expect(screen.getByRole('button', { name: 'See 4 Homes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More bedrooms' }));
    fireEvent.click(screen.getByRole('button', { name: 'More bedrooms' }));
    // Every home in view was loaded and judged: the count is exact in the same render, with no server answer.
    expect(screen.getByRole('button', { name: 'See 3 Homes' })).toBeTruthy();
  });

  it('claims no number when a filter is loosened past what was loaded', () => {
    const criteria = { ...createDefaultFilterCriteria(), listingTypes: ['RESI' as const], beds: { low: 2, high: null } };
    // The applied criteria, which the panel's draft starts from.
    filterStore.setState({ criteria });
    const result = { ...loadedAnswer(), data: HOMES.slice(1), markers: loadedAnswer().markers.slice(1), total: 3 } as ListingSearchResult;
    render(<FilterPanel open searchText="Bellevue, WA" histogram={null} onClose={() => {}} onConfirm={() => {}} loaded={{ result, criteria }} />);
    expect(screen.getByRole('button', { name: 'See 3 Homes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fewer bedrooms' }));
    // Homes with one bedroom were never loaded: they may match now.
    expect(screen.getByRole('button', { name: 'See Homes' })).toBeTruthy();
  });
});

describe('seeHomesLabel', () => {
  it('prefers the server count, says "about" for estimates and claims nothing it does not know', () => {
    expect(seeHomesLabel(12, { count: 3, precision: 'estimate' })).toBe('See 12 Homes');
    expect(seeHomesLabel(undefined, { count: 1, precision: 'exact' })).toBe('See 1 Home');
    expect(seeHomesLabel(undefined, { count: 1200, precision: 'estimate' })).toBe('See about 1,200 Homes');
    expect(seeHomesLabel(undefined, { count: 1200, precision: 'unknown' })).toBe('See Homes');
    expect(seeHomesLabel(undefined, null)).toBe('See Homes');
  });
});
