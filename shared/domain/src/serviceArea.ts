import { SERVICE_STATES } from '@homeward/contracts';

/** The service area (spec 9): the states the request rules accept. */
export const SERVICE_AREA_STATES = SERVICE_STATES;
export type ServiceAreaState = (typeof SERVICE_AREA_STATES)[number];
export function isInServiceArea(state: string | null | undefined): boolean {
  return !!state && (SERVICE_AREA_STATES as readonly string[]).includes(state.trim().toUpperCase());
}
