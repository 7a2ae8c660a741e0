import { createDefaultFilterCriteria } from '@homeward/domain';
import { loadPersistedCriteria, persistCriteria } from './filterPersistence';
import { filterStore, reloadPersistedCriteria, resetCriteria, updateCriteria } from './filterStore';

describe('filter persistence (spec 3 keys)', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the spec 4.8 defaults with houses only (spec 3) when nothing is stored', () => {
    expect(loadPersistedCriteria()).toEqual({ ...createDefaultFilterCriteria(), listingTypes: ['RESI'] });
  });

  it('round-trips beds, baths, home types and the price range under their exact keys', () => {
    const criteria = { ...createDefaultFilterCriteria(), beds: { low: 3, high: null }, baths: { low: 2, high: null }, listingTypes: ['RESI' as const, 'COND' as const], price: { low: 400000, high: 900000 } };
    persistCriteria(criteria);
    expect(localStorage.getItem('filterBed')).toBe('3');
    expect(localStorage.getItem('filterBath')).toBe('2');
    expect(JSON.parse(localStorage.getItem('filterListing') ?? 'null')).toEqual(['RESI', 'COND']);
    expect(localStorage.getItem('filterMin')).toBe('400000');
    expect(localStorage.getItem('filterMax')).toBe('900000');
    const loaded = loadPersistedCriteria();
    expect(loaded.beds.low).toBe(3);
    expect(loaded.baths.low).toBe(2);
    expect(loaded.listingTypes).toEqual(['RESI', 'COND']);
    expect(loaded.price).toEqual({ low: 400000, high: 900000 });
  });

  it('ignores values another build or a person may have left', () => {
    localStorage.setItem('filterBed', '99');
    localStorage.setItem('filterBath', 'lots');
    localStorage.setItem('filterListing', '["CASTLE","COND","COND"]');
    localStorage.setItem('filterMin', '-5');
    localStorage.setItem('filterMax', '999999');
    const loaded = loadPersistedCriteria();
    expect(loaded.beds.low).toBe(20);
    expect(loaded.baths.low).toBe(0);
    expect(loaded.listingTypes).toEqual(['COND']);
    expect(loaded.price).toEqual({ low: null, high: null });
  });

  it('persists through the store and Reset restores the defaults', () => {
    updateCriteria({ beds: { low: 4, high: null } });
    expect(localStorage.getItem('filterBed')).toBe('4');
    expect(filterStore.getState().criteria.beds.low).toBe(4);
    resetCriteria();
    expect(filterStore.getState().criteria).toEqual(createDefaultFilterCriteria());
    expect(localStorage.getItem('filterBed')).toBe('0');
    expect(localStorage.getItem('filterListing')).toBe(JSON.stringify(['RESI', 'COND', 'TSHR', 'MULT', 'VACL', 'MANU']));
    expect(localStorage.getItem('filterMax')).toBe('');
  });

  it('searches houses only (RESI) when the home page leaves the home type unpicked, even after an earlier choice', () => {
    updateCriteria({ listingTypes: ['COND', 'TSHR'] });
    expect(filterStore.getState().criteria.listingTypes).toEqual(['COND', 'TSHR']);
    // The home page with no type picked removes the key (mf-content homeFilters.storeFilters).
    localStorage.removeItem('filterListing');
    localStorage.setItem('filterBed', '3');
    reloadPersistedCriteria();
    expect(filterStore.getState().criteria.listingTypes).toEqual(['RESI']);
    expect(filterStore.getState().criteria.beds.low).toBe(3);
  });
});
