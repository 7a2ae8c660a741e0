import type { RoutingArea } from '@homeward/contracts/signed-in';
import { requestRouting } from '@homeward/domain';
import type { Queryable } from '../../db/db';
import { setAssignedPartner } from '../requests/repository';
import {
  activeProfileOfTypes,
  deactivate,
  effectiveArea,
  isUuid,
  listingPlace,
  openRequestsOf,
  requestForRouting,
  servingPartner,
  statesOfZips,
  type RequestForRouting,
} from './repository';

/**
 * Request routing: which partner a buyer's request goes to.
 *
 * - Tours, offers and homes to sell go to a real estate agent (partner type 3); inspections to a service provider
 *   (4) approved as an inspector; mortgages to a lender (1) or loan broker (2).
 * - The area is the listing's zip and state, else the zip and state the buyer typed (inspection
 *   or sell address; a zip or state found in the mortgage's property address).
 * - A partner serves a request when the state is one of their service states and either they list
 *   no zips (the whole state) or the zip is one of theirs. An agent who never set an area serves
 *   their firm's state.
 * - A mortgage that names a lender code (a lender's or broker's profile id) goes to that partner.
 * - A buyer keeps the partner who already answers their requests in that zip (one agent per home
 *   search) unless that partner declined.
 * - Otherwise: partners naming the zip first, then the one with the fewest open requests, then the
 *   most recently approved (so a new partner receives work first).
 */
interface RoutingTarget {
  types: readonly number[];
  zip: string | null;
  state: string | null;
  /** Only service providers approved for this programme (e.g. 'inspector'). */
  kind?: string;
}

const formOf = (payload: Record<string, unknown>, key: string): Record<string, unknown> => {
  const value = payload[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

async function targetOf(db: Queryable, request: RequestForRouting): Promise<RoutingTarget | null> {
  const routing = requestRouting(request.intent);
  if (!routing) return null;
  if (request.listing_mls) {
    const listing = await listingPlace(db, request.listing_mls);
    if (listing) return { ...routing, zip: listing.zipcode, state: listing.state };
  }
  if (request.intent === 'RequestInspection' || request.intent === 'SellHome') {
    const form = formOf(request.payload, request.intent === 'SellHome' ? 'sell' : 'inspection');
    return { ...routing, zip: String(form.zipCode ?? '') || null, state: String(form.state ?? '').toUpperCase() || null };
  }
  if (request.intent === 'RequestMortgage') {
    const address = String(formOf(request.payload, 'mortgage').propertyAddress ?? '');
    const zip = /\b(\d{5})\b/.exec(address)?.[1] ?? null;
    const state = /\b(WA|MA|Washington|Massachusetts)\b/i.exec(address)?.[1] ?? null;
    const known = zip ? (await statesOfZips(db, [zip])).get(zip) : undefined;
    const stateCode = known ?? (state ? (/^w/i.test(state) ? 'WA' : 'MA') : null);
    return { ...routing, zip, state: stateCode };
  }
  return null;
}

/** The area requests are routed to a profile by (see repository.ts), and where it comes from. */
export async function routingAreaOf(db: Queryable, profileId: string): Promise<RoutingArea> {
  const area = await effectiveArea(db, profileId);
  if (!area || area.states.length === 0) return { states: [], zips: [], source: 'none' };
  return { states: area.states, zips: area.zips, source: area.own ? 'own' : 'firm' };
}

/** The profile that should receive a request, or null when no partner serves it. */
export async function choosePartner(db: Queryable, request: RequestForRouting): Promise<string | null> {
  const target = await targetOf(db, request);
  if (!target) return null;

  if (request.intent === 'RequestMortgage') {
    const lenderId = String(formOf(request.payload, 'mortgage').lenderId ?? '').trim();
    if (isUuid(lenderId)) {
      const named = await activeProfileOfTypes(db, lenderId, target.types);
      if (named && !(request.declined_partner_ids ?? []).includes(named)) return named;
    }
  }
  if (!target.state) return null;

  return servingPartner(db, { types: target.types, state: target.state, zip: target.zip, kind: target.kind }, request);
}

/**
 * Routes a request to a partner (see above): a newly stored one, one its partner declined, or one
 * whose partner left. It is left unassigned, in the managers' queue, when no other partner serves it.
 */
export async function assignRequest(db: Queryable, requestId: string, now: Date): Promise<string | null> {
  const request = await requestForRouting(db, requestId);
  if (!request) return null;
  const partnerId = await choosePartner(db, request);
  await setAssignedPartner(db, requestId, partnerId, now);
  return partnerId;
}

/**
 * A partner leaves (an agent removed or sent back to review, a partner's approval withdrawn): the
 * profile stays, inactive, with its name, area and history, and is active again when they are
 * approved again. The requests still open with them are routed on to another partner, or to the
 * managers' queue when none serves them. Returns the requests moved.
 */
export async function deactivateProfile(db: Queryable, userId: string, partnerType: number, now: Date): Promise<string[]> {
  const left = await deactivate(db, userId, partnerType);
  if (!left) return [];
  const open = await openRequestsOf(db, left);
  for (const id of open) await assignRequest(db, id, now);
  return open;
}
