import { paths } from '@homeward/contracts';
import {
  filterConfirmTarget,
  maxPriceFromQuery,
  parseListingsLocation,
  searchTargetFor,
  withMaxPrice,
} from './searchRoute';
import { prediction } from '../testing';

describe('search routes (spec 2.2 / 4.7)', () => {
  it('builds city routes with hyphens for spaces and zip routes', () => {
    expect(paths.search.listings.href({ state: 'wa', city: 'Mercer Island' })).toBe('/listings/city/WA/Mercer-Island');
    expect(paths.search.listings.href({ state: 'MA', city: '  North   Andover ' })).toBe('/listings/city/MA/North-Andover');
    expect(paths.search.listings.href({ state: 'WA', zip: '98004' })).toBe('/listings/zip/WA/98004');
  });

  it('adds price[high] only for an amount above 0', () => {
    expect(withMaxPrice('/listings/city/WA/Bellevue', 750000)).toBe('/listings/city/WA/Bellevue?price[high]=750000');
    expect(withMaxPrice('/listings?zipcode=98004', 500000.7)).toBe('/listings?zipcode=98004&price[high]=500000');
    expect(withMaxPrice('/listings/city/WA/Bellevue', 0)).toBe('/listings/city/WA/Bellevue');
    expect(withMaxPrice('/listings/city/WA/Bellevue', null)).toBe('/listings/city/WA/Bellevue');
  });

  it('sends each kind of suggestion to its page', () => {
    expect(searchTargetFor(prediction({}), 600000)).toBe('/listings/city/WA/Bellevue?price[high]=600000');
    expect(searchTargetFor(prediction({ kind: 'zip', zipcode: '98004' }))).toBe('/listings/zip/WA/98004');
    expect(searchTargetFor(prediction({ kind: 'mls', mls: '1234567' }), 600000)).toBe('/home/1234567');
    expect(searchTargetFor(prediction({ kind: 'address', mls: '7654321' }))).toBe('/home/7654321');
    expect(searchTargetFor(prediction({ kind: 'address', city: 'Kirkland', mls: null }))).toBe('/listings/city/WA/Kirkland');
  });

  it('keeps searches and confirmed filters of the /listingsold mirror on it (spec 2.1)', () => {
    expect(searchTargetFor(prediction({}), 600000, null, true)).toBe('/listingsold/city/WA/Bellevue?price[high]=600000');
    expect(searchTargetFor(prediction({ kind: 'zip', zipcode: '98004' }), null, null, true)).toBe('/listingsold/zip/WA/98004');
    expect(searchTargetFor(prediction({ kind: 'mls', mls: '1234567' }), null, null, true)).toBe('/home/1234567');
    expect(filterConfirmTarget('Mercer Island, WA', null, true)).toEqual({ to: '/listingsold/city/WA/Mercer-Island', replace: true });
    expect(filterConfirmTarget('Bellevue, WA', '98004', true)).toEqual({ to: '/listingsold?zipcode=98004', replace: false });
  });

  it('confirms filters by replacing the city route, or pushing listings?zipcode= for a zip (spec 2.7)', () => {
    expect(filterConfirmTarget('Mercer Island, WA', null)).toEqual({ to: '/listings/city/WA/Mercer-Island', replace: true });
    expect(filterConfirmTarget('Bellevue,  WA ', null)).toEqual({ to: '/listings/city/WA/Bellevue', replace: true });
    expect(filterConfirmTarget('Bellevue, WA', '98004')).toEqual({ to: '/listings?zipcode=98004', replace: false });
    expect(filterConfirmTarget(null, null)).toBeNull();
    expect(filterConfirmTarget('Bellevue', null)).toBeNull();
  });

  it('reads every listings URL shape', () => {
    const q = (s = '') => new URLSearchParams(s);
    expect(parseListingsLocation({ parent: 'city', state: 'wa', city: 'Mercer-Island' }, q(), 'Seattle, WA')).toEqual({
      kind: 'city',
      city: 'Mercer Island',
      state: 'WA',
      searchText: 'Mercer Island, WA',
    });
    expect(parseListingsLocation({ parent: 'zip', state: 'WA', city: '98004' }, q(), 'Seattle, WA')).toMatchObject({ kind: 'zip', zip: '98004', state: 'WA' });
    expect(parseListingsLocation({ parent: 'zip', state: '98004' }, q(), 'Seattle, WA')).toMatchObject({ kind: 'zip', zip: '98004', state: null });
    expect(parseListingsLocation({}, q('zipcode=02139'), 'Seattle, WA')).toMatchObject({ kind: 'zip', searchText: '02139' });
    expect(parseListingsLocation({}, q('city=Cambridge, MA'), 'Seattle, WA')).toMatchObject({ kind: 'city', searchText: 'Cambridge, MA' });
    expect(parseListingsLocation({}, q(), 'Seattle, WA')).toMatchObject({ kind: 'city', searchText: 'Seattle, WA' });
    expect(parseListingsLocation({ parent: 'indexold' }, q(), 'Kirkland, WA')).toMatchObject({ searchText: 'Kirkland, WA' });
  });

  it('reads price[high] whether or not the brackets are encoded', () => {
    expect(maxPriceFromQuery(new URLSearchParams('price[high]=750000'))).toBe(750000);
    expect(maxPriceFromQuery(new URLSearchParams('price%5Bhigh%5D=500000'))).toBe(500000);
    expect(maxPriceFromQuery(new URLSearchParams('price[high]=0'))).toBeNull();
    expect(maxPriceFromQuery(new URLSearchParams(''))).toBeNull();
  });
});
