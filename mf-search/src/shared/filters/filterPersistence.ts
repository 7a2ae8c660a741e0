import { HOME_TYPE_CODES, type HomeTypeCode } from '@homeward/contracts';
import { clampBedsBaths, createDefaultFilterCriteria, DEFAULT_LISTING_TYPES, NO_MAX, type FilterCriteria } from '@homeward/domain';
import { readString, storageKeys, writeString } from '@homeward/platform';

// The filter values that persist between sessions live under the exact keys of spec 3:
// filterBed, filterBath, filterListing, filterMin and filterMax.

function readCount(key: string): number {
  const value = Number(readString(key));
  return Number.isFinite(value) ? clampBedsBaths(value) : 0;
}

function readPrice(key: string): number | null {
  const raw = readString(key);
  if (raw == null || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : null;
}

function readTypes(): HomeTypeCode[] | null {
  const raw = readString(storageKeys.filterListing);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    const codes = parsed.filter((c): c is HomeTypeCode => (HOME_TYPE_CODES as readonly string[]).includes(c as string));
    return codes.length > 0 ? [...new Set(codes)] : null;
  } catch {
    return null;
  }
}

/** The criteria with nothing stored: a first visit's, and those of every page drawn outside the browser. */
export function unstoredCriteria(): FilterCriteria {
  return { ...createDefaultFilterCriteria(), listingTypes: [...DEFAULT_LISTING_TYPES] };
}

/**
 * Spec 4.8 defaults with whatever the user chose last time laid over them (here or on the home
 * page). Before any choice the home type is the search payload's default, RESI (spec 3).
 */
export function loadPersistedCriteria(base: FilterCriteria = createDefaultFilterCriteria()): FilterCriteria {
  const criteria = { ...base };
  criteria.beds = { low: readCount(storageKeys.filterBed), high: base.beds.high };
  criteria.baths = { low: readCount(storageKeys.filterBath), high: base.baths.high };
  criteria.listingTypes = readTypes() ?? [...DEFAULT_LISTING_TYPES];
  const max = readPrice(storageKeys.filterMax);
  criteria.price = { low: readPrice(storageKeys.filterMin), high: max === NO_MAX ? null : max };
  return criteria;
}

export function persistCriteria(criteria: FilterCriteria): void {
  writeString(storageKeys.filterBed, String(criteria.beds.low ?? 0));
  writeString(storageKeys.filterBath, String(criteria.baths.low ?? 0));
  writeString(storageKeys.filterListing, JSON.stringify(criteria.listingTypes));
  writeString(storageKeys.filterMin, criteria.price.low ? String(criteria.price.low) : '');
  writeString(storageKeys.filterMax, criteria.price.high ? String(criteria.price.high) : '');
}
