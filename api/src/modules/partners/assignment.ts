import type { RequestIntent } from '@homeward/contracts';
import type { RoutingArea } from '@homeward/contracts/signed-in';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { requestRouting } from '@homeward/domain';

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

interface RequestForRouting {
  id: string;
  owner_id: string | null;
  intent: RequestIntent;
  listing_mls: string | null;
  payload: Record<string, unknown>;
  /** Partners who declined it: it is never routed back to them. */
  declined_partner_ids?: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const formOf = (payload: Record<string, unknown>, key: string): Record<string, unknown> => {
  const value = payload[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};

async function targetOf(db: Queryable, request: RequestForRouting): Promise<RoutingTarget | null> {
  const routing = requestRouting(request.intent);
  if (!routing) return null;
  if (request.listing_mls) {
    const listing = await one<{ zipcode: string; state: string }>(db, 'SELECT zipcode, state FROM listings WHERE mls = $1', [request.listing_mls]);
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
    const known = zip ? await one<{ state: string }>(db, 'SELECT state FROM zipcodes WHERE zipcode = $1', [zip]) : null;
    const stateCode = known?.state ?? (state ? (/^w/i.test(state) ? 'WA' : 'MA') : null);
    return { ...routing, zip, state: stateCode };
  }
  return null;
}

/**
 * Every profile's effective area as a subquery: its own, else (agents) the firm's state from the
 * latest agent application.
 */
const AREAS = `
  SELECT p.id, p.user_id, p.partner_type, p.created_at,
    CASE WHEN cardinality(p.service_states) > 0 THEN p.service_states
         ELSE coalesce((SELECT ARRAY[upper(a.details->>'firmState')] FROM agent_applications a
                         WHERE a.user_id = p.user_id AND p.partner_type = 3 ORDER BY a.created_at DESC LIMIT 1), '{}') END AS states,
    p.service_zips AS zips
  FROM partner_profiles p WHERE p.active`;

/** The area requests are routed to a profile by (the subquery above), and where it comes from. */
export async function routingAreaOf(db: Queryable, profileId: string): Promise<RoutingArea> {
  const area = await one<{ states: string[]; zips: string[]; own: boolean }>(
    db,
    `SELECT area.states, area.zips, cardinality(p.service_states) > 0 AS own FROM (${AREAS}) area JOIN partner_profiles p ON p.id = area.id WHERE area.id = $1`,
    [profileId],
  );
  if (!area || area.states.length === 0) return { states: [], zips: [], source: 'none' };
  return { states: area.states, zips: area.zips, source: area.own ? 'own' : 'firm' };
}

/** The profile that should receive a request, or null when no partner serves it. */
export async function choosePartner(db: Queryable, request: RequestForRouting): Promise<string | null> {
  const target = await targetOf(db, request);
  if (!target) return null;

  if (request.intent === 'RequestMortgage') {
    const lenderId = String(formOf(request.payload, 'mortgage').lenderId ?? '').trim();
    if (UUID.test(lenderId)) {
      const named = await one<{ id: string }>(db, 'SELECT id FROM partner_profiles WHERE id = $1 AND partner_type = ANY($2::int[]) AND active', [lenderId, target.types]);
      if (named && !(request.declined_partner_ids ?? []).includes(named.id)) return named.id;
    }
  }
  if (!target.state) return null;

  const params: unknown[] = [target.types, target.state, target.zip ?? ''];
  const kindFilter = target.kind
    ? `AND EXISTS (SELECT 1 FROM partner_applications pa WHERE pa.user_id = area.user_id AND pa.kind = $${params.push(target.kind)} AND pa.status = 'approved')`
    : '';
  const declined = (request.declined_partner_ids ?? []).length
    ? `AND NOT (area.id = ANY('{${(request.declined_partner_ids ?? []).filter((id) => UUID.test(id)).join(',')}}'::uuid[]))`
    : '';
  const serves = `area.partner_type = ANY($1::int[]) AND $2 = ANY(area.states) AND (cardinality(area.zips) = 0 OR $3 = ANY(area.zips)) ${kindFilter} ${declined}`;

  if (request.owner_id) {
    const kept = await one<{ id: string }>(
      db,
      `SELECT area.id FROM (${AREAS}) area
         JOIN requests r ON r.assigned_partner_id = area.id
         JOIN listings l ON l.mls = r.listing_mls
        WHERE ${serves} AND r.owner_id = $${params.push(request.owner_id)} AND r.id <> $${params.push(request.id)}
          AND l.zipcode = $3 AND coalesce(r.partner_status, '') <> 'Declined' AND area.user_id <> r.owner_id
        ORDER BY r.created_at DESC LIMIT 1`,
      params,
    );
    params.length = kindFilter ? 4 : 3;
    if (kept) return kept.id;
  }

  const chosen = await one<{ id: string }>(
    db,
    `SELECT area.id FROM (${AREAS}) area
      WHERE ${serves} AND area.user_id IS DISTINCT FROM $${params.push(request.owner_id)}
      ORDER BY (CASE WHEN $3 = ANY(area.zips) THEN 0 ELSE 1 END),
               (SELECT count(*) FROM requests r WHERE r.assigned_partner_id = area.id AND coalesce(r.partner_status, '') <> 'Declined'),
               area.created_at DESC, area.id
      LIMIT 1`,
    params,
  );
  return chosen?.id ?? null;
}

/**
 * Routes a request to a partner (see above): a newly stored one, one its partner declined, or one
 * whose partner left. It is left unassigned, in the managers' queue, when no other partner serves it.
 */
export async function assignRequest(db: Queryable, requestId: string, now: Date): Promise<string | null> {
  const request = await one<RequestForRouting>(db, 'SELECT id, owner_id, intent, listing_mls, payload, declined_partner_ids FROM requests WHERE id = $1', [requestId]);
  if (!request) return null;
  const partnerId = await choosePartner(db, request);
  await db.query('UPDATE requests SET assigned_partner_id = $2, partner_status = NULL, updated_at = $3 WHERE id = $1', [requestId, partnerId, now]);
  return partnerId;
}

/**
 * A partner leaves (an agent removed or sent back to review, a partner's approval withdrawn): the
 * profile stays, inactive, with its name, area and history, and is active again when they are
 * approved again. The requests still open with them are routed on to another partner, or to the
 * managers' queue when none serves them. Returns the requests moved.
 */
export async function deactivateProfile(db: Queryable, userId: string, partnerType: number, now: Date): Promise<string[]> {
  const left = await one<{ id: string }>(db, 'UPDATE partner_profiles SET active = false WHERE user_id = $1 AND partner_type = $2 AND active RETURNING id', [
    userId,
    partnerType,
  ]);
  if (!left) return [];
  const open = await db.query<{ id: string }>(
    `SELECT id FROM requests WHERE assigned_partner_id = $1 AND coalesce(partner_status, '') NOT IN ('Declined', 'Closed', 'Completed') ORDER BY created_at`,
    [left.id],
  );
  for (const row of open.rows) await assignRequest(db, row.id, now);
  return open.rows.map((r) => r.id);
}
