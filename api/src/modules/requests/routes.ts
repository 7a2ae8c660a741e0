import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_REQUEST_INTENTS,
  createRequestBodySchema,
  createRequestResponseSchema,
  listRequestsResponseSchema,
  requestIdParamsSchema,
  type CreateRequest,
} from '@homeward/contracts';
import { INSPECTION_DAYS_AHEAD, isBookableConsultation, isWithinBookingWindow, TOUR_DAYS_AHEAD } from '@homeward/domain';
import type { AppContext } from '../../context';
import { authenticate, requireUser, signedInFirst } from '../../http/auth';
import { badRequest, MESSAGES, notFound, unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { listingExists } from '../listings/repository';
import { assignRequest } from '../partners/assignment';
import { requestReceived } from '../messages/events';
import { insertRequest, ownRequest, requestsOf, toStoredRequest } from './repository';

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

const tags = ['requests'];

export function requestRoutes(app: App, ctx: AppContext): void {
  const base = '/api/v2/Requests';

  app.post(base, {
    schema: {
      tags,
      summary: 'Sends a request: an offer, a tour, an inspection, a mortgage, a consultation, a home to sell or an enquiry',
      body: createRequestBodySchema,
      response: { 200: createRequestResponseSchema },
    },
  }, async (request) => {
    const body = request.body;
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
      const stored = await insertRequest(tx, { id, ownerId: principal?.userId ?? null, intent: body.intent, listingMls: mls, payload: payloadOf(body, id), at: now });
      // Routed to the partner who serves it (service area and type), when one does.
      const partnerId = await assignRequest(tx, id, now);
      await requestReceived(ctx, tx, { id, intent: body.intent, ownerId: stored.owner_id, listingMls: mls, payload: stored.payload }, partnerId);
      return stored;
    });
    return ok(toStoredRequest(row));
  });

  app.get(base, { ...signedInFirst(ctx), schema: { tags, summary: "The user's requests, newest first", response: { 200: listRequestsResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    return ok((await requestsOf(ctx.db, userId)).map(toStoredRequest));
  });

  app.get(`${base}/:id`, { ...signedInFirst(ctx), schema: { tags, summary: 'One of the user\'s requests', params: requestIdParamsSchema, response: { 200: createRequestResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    // Another user's request answers exactly like a missing one, so ids reveal nothing.
    const row = await ownRequest(ctx.db, request.params.id, userId);
    if (!row) throw notFound('We could not find this request.');
    return ok(toStoredRequest(row));
  });
}
