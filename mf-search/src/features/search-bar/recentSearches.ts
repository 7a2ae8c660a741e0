import type { Prediction } from '@homeward/contracts';
import { readJson, storageKeys, writeJson, writeString } from '@homeward/platform';

const MAX_RECENT = 5;

function isPrediction(value: unknown): value is Prediction {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return typeof p.description === 'string' && typeof p.placeId === 'string' && typeof p.kind === 'string' && typeof p.state === 'string';
}

/** Recent searches (spec 2.5), newest first; unreadable entries are skipped. */
export function readRecentSearches(): Prediction[] {
  return readJson(storageKeys.recentSearch, (raw) => (Array.isArray(raw) ? raw.filter(isPrediction) : undefined)) ?? [];
}

export function rememberSearch(prediction: Prediction): void {
  const rest = readRecentSearches().filter((p) => p.placeId !== prediction.placeId);
  writeJson(storageKeys.recentSearch, [prediction, ...rest].slice(0, MAX_RECENT));
}

/** Spec 4.7: choosing a suggestion stores the city, state, formatted address and place id. */
export function storeChosenPlace(prediction: Prediction): void {
  writeString(storageKeys.searchedCity, `${prediction.city}, ${prediction.state}`);
  writeString(storageKeys.state, prediction.state);
  writeString(storageKeys.formattedAddress, prediction.description);
  writeString(storageKeys.placeId, prediction.placeId);
  rememberSearch(prediction);
}
