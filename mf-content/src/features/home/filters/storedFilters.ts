import { useCallback, useState } from 'react';
import type { HomeTypeCode } from '@homeward/contracts';
import { ALL_HOME_TYPE_CODES, BEDS_BATHS_MIN, clampBedsBaths } from '@homeward/domain';
import { readJson, readString, removeKeys, storageKeys, writeJson, writeString } from '@homeward/platform';

/**
 * The filters chosen on the home page. Beds, baths, home types and the price range persist in
 * the spec's filter keys (filterBed, filterBath, filterListing, filterMin, filterMax) so the
 * search page starts from them; there is no stored key for square feet or year built, so those
 * travel in the search URL.
 */
export interface HomeFilters {
  beds: number;
  baths: number;
  /** Empty means no choice: the search then uses the spec default, houses (RESI, spec 3). */
  types: HomeTypeCode[];
  minPrice: number | null;
  maxPrice: number | null;
  minSquareFeet: number | null;
  minYearBuilt: number | null;
}

function readCount(key: string): number {
  const raw = readString(key);
  return raw === null ? BEDS_BATHS_MIN : clampBedsBaths(Number(raw));
}

function readPrice(key: string): number | null {
  const n = Number(readString(key));
  return Number.isFinite(n) && n > 0 ? n : null;
}

function readTypes(): HomeTypeCode[] {
  return (
    readJson(storageKeys.filterListing, (raw) =>
      Array.isArray(raw) ? raw.filter((code): code is HomeTypeCode => (ALL_HOME_TYPE_CODES as readonly unknown[]).includes(code)) : undefined,
    ) ?? []
  );
}

export function readStoredFilters(): HomeFilters {
  return {
    beds: readCount(storageKeys.filterBed),
    baths: readCount(storageKeys.filterBath),
    types: readTypes(),
    minPrice: readPrice(storageKeys.filterMin),
    maxPrice: readPrice(storageKeys.filterMax),
    minSquareFeet: null,
    minYearBuilt: null,
  };
}

export function storeFilters(f: HomeFilters): void {
  writeString(storageKeys.filterBed, String(f.beds));
  writeString(storageKeys.filterBath, String(f.baths));
  // No type picked is no choice: the key goes, and the search falls back to its default (RESI, spec 3).
  if (f.types.length) writeJson(storageKeys.filterListing, f.types);
  else removeKeys([storageKeys.filterListing]);
  if (f.minPrice) writeString(storageKeys.filterMin, String(f.minPrice));
  else removeKeys([storageKeys.filterMin]);
  if (f.maxPrice) writeString(storageKeys.filterMax, String(f.maxPrice));
  else removeKeys([storageKeys.filterMax]);
}

export function useHomeFilters() {
  const [filters, setFilters] = useState<HomeFilters>(readStoredFilters);
  const update = useCallback(
    (patch: Partial<HomeFilters>) => {
      const next = { ...filters, ...patch };
      setFilters(next);
      storeFilters(next);
    },
    [filters],
  );
  return { filters, update };
}
