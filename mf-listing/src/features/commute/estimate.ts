import { formatTimeOfDay, haversineMiles } from '@homeward/domain';

export type CommuteMode = 'driving' | 'transit' | 'biking' | 'walking';

export const COMMUTE_MODES: readonly { value: CommuteMode; label: string }[] = [
  { value: 'driving', label: 'Driving' },
  { value: 'transit', label: 'Transit' },
  { value: 'biking', label: 'Biking' },
  { value: 'walking', label: 'Walking' },
];

/**
 * Assumptions of the offline estimate: roads and lines are about 30% longer than the straight
 * line; average door-to-door speeds in mph off-peak and at rush hour; fixed minutes for parking or
 * walking to and waiting at a stop.
 */
export const ROUTE_DETOUR_FACTOR = 1.3;
const SPEED_MPH: Record<CommuteMode, { offPeak: number; rush: number }> = {
  driving: { offPeak: 30, rush: 18 },
  transit: { offPeak: 15, rush: 13 },
  biking: { offPeak: 10, rush: 10 },
  walking: { offPeak: 3, rush: 3 },
};
const FIXED_MINUTES: Record<CommuteMode, number> = { driving: 4, transit: 10, biking: 2, walking: 0 };

/** Weekday rush hours, in minutes after midnight: 7:00–9:30 and 16:00–18:30. */
const RUSH_WINDOWS: readonly [number, number][] = [
  [7 * 60, 9 * 60 + 30],
  [16 * 60, 18 * 60 + 30],
];

export function isRushHour(minutesAfterMidnight: number): boolean {
  return RUSH_WINDOWS.some(([from, to]) => minutesAfterMidnight >= from && minutesAfterMidnight <= to);
}

export interface Point {
  lat: number;
  lng: number;
}

export interface CommuteEstimate {
  minutes: number;
  miles: number;
  rushHour: boolean;
}

/** Door-to-door minutes estimated from the straight-line distance and the mode's typical speed. */
export function estimateCommute(from: Point, to: Point, mode: CommuteMode, departMinutes: number): CommuteEstimate {
  const miles = haversineMiles(from.lat, from.lng, to.lat, to.lng) * ROUTE_DETOUR_FACTOR;
  const rushHour = isRushHour(departMinutes);
  const speed = rushHour ? SPEED_MPH[mode].rush : SPEED_MPH[mode].offPeak;
  const minutes = Math.max(1, Math.round((miles / speed) * 60 + FIXED_MINUTES[mode]));
  return { minutes, miles: Math.round(miles * 10) / 10, rushHour };
}

export function formatMinutes(total: number): string {
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
}

export function formatClock(minutesAfterMidnight: number): string {
  return formatTimeOfDay(Math.floor(minutesAfterMidnight / 60), minutesAfterMidnight % 60);
}
