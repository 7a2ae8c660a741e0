import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ANONYMOUS_REQUEST_INTENTS,
  createRequestBodySchema,
  requestIdParamsSchema,
  type CreateRequest,
  type RequestIntent,
  type StoredRequest,
} from '@homeward/contracts';
import { INSPECTION_DAYS_AHEAD, isBookableConsultation, isWithinBookingWindow, TOUR_DAYS_AHEAD } from '@homeward/domain';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { authenticate, requireUser } from '../../http/auth';
import { badRequest, MESSAGES, notFound, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { listingExists } from '../listings/repository';
import { assignRequest } from '../partners/assignment';
import { requestReceived } from '../messages/events';

export interface RequestRow {
  id: string;
  owner_id: string | null;
  intent: RequestIntent;
  listing_mls: string | null;
  status: string;
  payload: Record<string, unknown>;
  created_at: Date;
  partner_status?: string | null;
}

export const toStoredRequest = (row: RequestRow): StoredRequest => ({
  id: row.id,
  intent: row.intent,
  status: row.status,
  listingMls: row.listing_mls,
  createdAt: row.created_at.toISOString(),
  payload: row.payload,
  partnerStatus: row.partner_status ?? null,
});

/**
 * The stored form of a request: the validated fields with defaults, minus the routing fields, plus
 * the referrer that brought the visitor (spec 2.2; null when none) so the partner can be credited.
 */
function payloadOf(request: CreateRequest, id: string): Record<string, unknown> {
  const attribution = request.attribution && (request.attribution.refferer || request.attribution.affiliation) ? request.attribution : null;
  switch (request.intent) {
    case 'MakeAnOffer':
      return { offer: { ...request.offer, requestId: id }, userLocation: request.userLocation ?? null, attribution };
    case 'ScheduleTour':
      return { tour: request.tour, attribution };
    case 'RequestInspection':
      return { inspection: request.inspection, attribution };
    case 'RequestMortgage':
      return { mortgage: request.mortgage, attribution };
    case 'ScheduleConsultation':
      // A tour-like booking with no home: the agent dashboard lists it with the tours.
      return { consultation: request.consultation, kind: 'consultation', attribution };
    case 'SellHome':
      return { sell: request.sell, attribution };
    case 'CareerApplication':
      return { application: request.application, attribution };
    default:
      return { enquiry: request.enquiry, attribution };
  }
}

const listingOf = (request: CreateRequest): string | null => ('listing_MLS' in request ? (request.listing_MLS ?? null) : null);

export function requestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/v2/Requests';

  app.post(base, async (request) => {
    const body = parseInput(createRequestBodySchema, request.body, 'body');
    const principal = await authenticate(ctx, request);
    if (!principal && !ANONYMOUS_REQUEST_INTENTS.includes(body.intent)) throw unauthorized(MESSAGES.signInRequired);
    const now = ctx.clock.now();
    if (body.intent === 'ScheduleTour' && !isWithinBookingWindow(body.tour.date, now, TOUR_DAYS_AHEAD)) {
      throw badRequest(`Pick a tour date from today through the next ${TOUR_DAYS_AHEAD} days.`);
    }
    if (body.intent === 'ScheduleConsultation' && !isBookableConsultation(body.consultation.date, body.consultation.time, now)) {
      throw badRequest('That time is no longer available. Please pick another time.');
    }
    if (body.intent === 'RequestInspection' && !isWithinBookingWindow(body.inspection.preferredDate, now, INSPECTION_DAYS_AHEAD)) {
      throw badRequest(`Pick an inspection date from today through the next ${INSPECTION_DAYS_AHEAD} days.`);
    }
    const mls = listingOf(body);
    if (mls && !(await listingExists(ctx.db, mls))) throw notFound(`We could not find a listing with MLS number ${mls}.`);
    const id = randomUUID();
    // The request, its routing and the messages it causes are one transaction: none exists without the others.
    const row = await ctx.db.transaction(async (tx) => {
      const stored = await one<RequestRow>(
        tx,
        `INSERT INTO requests (id, owner_id, intent, listing_mls, status, payload, created_at) VALUES ($1, $2, $3, $4, 'Received', $5, $6)
         RETURNING id, owner_id, intent, listing_mls, status, payload, created_at`,
        [id, principal?.userId ?? null, body.intent, mls, JSON.stringify(payloadOf(body, id)), now],
      );
      // Routed to the partner who serves it (service area and type), when one does.
      const partnerId = await assignRequest(tx, id, now);
      await requestReceived(ctx, tx, { id, intent: body.intent, ownerId: stored!.owner_id, listingMls: mls, payload: stored!.payload }, partnerId);
      return stored;
    });
    return ok(toStoredRequest(row!));
  });

  app.get(base, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<RequestRow>(
      'SELECT id, owner_id, intent, listing_mls, status, payload, created_at, partner_status FROM requests WHERE owner_id = $1 ORDER BY created_at DESC, id',
      [userId],
    );
    return ok(rows.map(toStoredRequest));
  });

  app.get(`${base}/:id`, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = parseInput(requestIdParamsSchema, request.params, 'path');
    // Another user's request answers exactly like a missing one, so ids reveal nothing.
    const row = await one<RequestRow>(
      ctx.db,
      'SELECT id, owner_id, intent, listing_mls, status, payload, created_at, partner_status FROM requests WHERE id = $1 AND owner_id = $2',
      [id, userId],
    );
    if (!row) throw notFound('We could not find this request.');
    return ok(toStoredRequest(row));
  });
}
