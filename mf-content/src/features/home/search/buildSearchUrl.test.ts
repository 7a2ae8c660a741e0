import { NOT_AVAILABLE_YET_MESSAGE } from '@homeward/domain';
import { buildSearchUrl, EMPTY_SEARCH_MESSAGE, FORMAT_MESSAGE, stateForZip } from './buildSearchUrl';

const path = (input: string, filters = {}) => {
  const target = buildSearchUrl(input, filters);
  return target.ok ? target.path : target.message;
};

describe('fallback search URL', () => {
  it('sends "City, ST" to the city listings page with hyphens for spaces', () => {
    expect(path('Bellevue, WA')).toBe('/listings/city/WA/Bellevue');
    expect(path('  Mercer   Island ,wa ')).toBe('/listings/city/WA/Mercer-Island');
    expect(path('North Andover, MA')).toBe('/listings/city/MA/North-Andover');
    expect(path('Boston, Massachusetts')).toBe('/listings/city/MA/Boston');
    expect(path('Seattle, WA 98101')).toBe('/listings/city/WA/Seattle');
  });

  it('sends a 5-digit zip to the zip listings page with the state from its prefix', () => {
    expect(path('98004')).toBe('/listings/zip/WA/98004');
    expect(path('99201')).toBe('/listings/zip/WA/99201');
    expect(path('02139')).toBe('/listings/zip/MA/02139');
    expect(path('01609')).toBe('/listings/zip/MA/01609');
    expect(path('98004-1234')).toBe('/listings/zip/WA/98004');
    expect(stateForZip('97201')).toBeUndefined();
  });

  it('passes a max price as price[high] and the other filters as criteria', () => {
    const target = buildSearchUrl('Bellevue, WA', { maxPrice: 750_000, minSquareFeet: 1500, minYearBuilt: 1990 });
    expect(target.ok).toBe(true);
    if (!target.ok) return;
    const url = new URL(target.path, 'https://x.invalid');
    expect(url.pathname).toBe('/listings/city/WA/Bellevue');
    expect(url.searchParams.get('price[high]')).toBe('750000');
    expect(url.searchParams.get('square_feet[low]')).toBe('1500');
    expect(url.searchParams.get('year_built[low]')).toBe('1990');
  });

  it('leaves out a max price of zero or none', () => {
    expect(path('98004', { maxPrice: 0 })).toBe('/listings/zip/WA/98004');
    expect(path('98004', { maxPrice: null })).toBe('/listings/zip/WA/98004');
  });

  it('says Homeward is not available outside WA and MA', () => {
    expect(path('Portland, OR')).toBe(NOT_AVAILABLE_YET_MESSAGE);
    expect(path('Austin, Texas')).toBe(NOT_AVAILABLE_YET_MESSAGE);
    expect(path('10001')).toBe(NOT_AVAILABLE_YET_MESSAGE);
  });

  it('asks for a location it can read', () => {
    expect(path('   ')).toBe(EMPTY_SEARCH_MESSAGE);
    expect(path('Bellevue')).toBe(FORMAT_MESSAGE);
    expect(path('1234')).toBe(FORMAT_MESSAGE);
    expect(path('Bellevue, 12')).toBe(FORMAT_MESSAGE);
  });

  it('keeps unusual city names in one safe path segment', () => {
    expect(path("Coeur d'Alene/x, WA")).toBe("/listings/city/WA/Coeur-d'Alene%2Fx");
  });
});
