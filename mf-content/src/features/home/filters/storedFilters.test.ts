import { storageKeys } from '@homeward/platform';
import { readStoredFilters, storeFilters, type HomeFilters } from './storedFilters';

const base: HomeFilters = { beds: 0, baths: 0, types: [], minPrice: null, maxPrice: null, minSquareFeet: null, minYearBuilt: null };

describe('home filters storage', () => {
  beforeEach(() => localStorage.clear());

  it('writes the spec filter keys', () => {
    storeFilters({ ...base, beds: 3, baths: 2, types: ['COND', 'TSHR'], minPrice: 400_000, maxPrice: 700_000 });
    expect(localStorage.getItem(storageKeys.filterBed)).toBe('3');
    expect(localStorage.getItem(storageKeys.filterBath)).toBe('2');
    expect(JSON.parse(localStorage.getItem(storageKeys.filterListing) ?? '')).toEqual(['COND', 'TSHR']);
    expect(localStorage.getItem(storageKeys.filterMin)).toBe('400000');
    expect(localStorage.getItem(storageKeys.filterMax)).toBe('700000');
  });

  it('stores no home type when none is picked, so the search uses its default RESI (spec 3), and clears unused prices', () => {
    localStorage.setItem(storageKeys.filterMax, '500000');
    localStorage.setItem(storageKeys.filterListing, JSON.stringify(['COND']));
    storeFilters(base);
    expect(localStorage.getItem(storageKeys.filterListing)).toBeNull();
    expect(localStorage.getItem(storageKeys.filterMax)).toBeNull();
    expect(readStoredFilters().types).toEqual([]);
  });

  it('shows every tile picked when every type was chosen (on the search page)', () => {
    const all = ['RESI', 'COND', 'TSHR', 'MULT', 'VACL', 'MANU'];
    localStorage.setItem(storageKeys.filterListing, JSON.stringify(all));
    expect(readStoredFilters().types).toEqual(all);
  });

  it('reads back what it stored, clamping counts and ignoring junk', () => {
    storeFilters({ ...base, beds: 4, types: ['RESI'], maxPrice: 900_000 });
    expect(readStoredFilters()).toMatchObject({ beds: 4, types: ['RESI'], maxPrice: 900_000 });
    localStorage.setItem(storageKeys.filterBed, '99');
    localStorage.setItem(storageKeys.filterListing, '["XXXX","MULT"]');
    localStorage.setItem(storageKeys.filterMax, 'abc');
    expect(readStoredFilters()).toMatchObject({ beds: 20, types: ['MULT'], maxPrice: null });
  });
});
