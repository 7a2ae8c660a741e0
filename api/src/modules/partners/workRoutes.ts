import { formatPhoneNumber } from '@homeward/contracts/phone';
import {
  myPartnerApplicationResponseSchema,
  myPartnerApplicationsResponseSchema,
  partnerAreaBodySchema,
  partnerAreaResponseSchema,
  partnerApplicationBodySchema,
  partnerApplicationDecisionBodySchema,
  partnerApplicationDecisionResponseSchema,
  partnerApplicationIdParamsSchema,
  partnerApplicationsQuerySchema,
  partnerApplicationsResponseSchema,
  partnerRequestParamsSchema,
  partnerRequestResponseSchema,
  partnerRequestsQuerySchema,
  partnerRequestsResponseSchema,
  partnerRequestStatusBodySchema,
  type PartnerRequest,
} from '@homeward/contracts/signed-in';
import type { AppContext } from '../../context';
import { requireUser, signedInFirst } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { manager, managersOnly } from '../admin/helpers';
import { toStoredRequest } from '../requests/repository';
import { partnerApplicationDecided, partnerApplicationReceived, partnerDashboardPath, requestAnswered, requestFacts, requestRouted } from '../messages/events';
import { assertZipsServed, decideApplication, listApplications, myApplications, submitApplication, toMyApplication } from './applications';
import { assignRequest, routingAreaOf } from './assignment';
import { profileOf } from './profiles';
import { answerRequest, partnerRequest, recordDecline, requestsRoutedTo, setProfileArea, type PartnerRequestRow } from './repository';

const toPartnerRequest = (r: PartnerRequestRow): PartnerRequest => ({
  ...toStoredRequest(r),
  partnerStatus: r.partner_status,
  updatedAt: r.updated_at ? r.updated_at.toISOString() : null,
  listing:
    r.listing_mls && r.address
      ? { mls: r.listing_mls, address: r.address, city: r.city ?? '', state: r.state ?? '', zipcode: r.zipcode ?? '', listingPrice: r.list_price }
      : null,
  buyer: { name: [r.first_name, r.last_name].filter(Boolean).join(' ') || 'Homeward buyer', email: r.email, phone: r.phone === null ? null : formatPhoneNumber(r.phone) },
});

const tags = ['partners'];
const adminTags = ['admin'];

/** Partner onboarding, the partner dashboards' requests, and the manager's decisions on applications. */
export function partnerWorkRoutes(app: App, ctx: AppContext): void {
  registerApplicationRoutes(app, ctx);
  registerRoutedRequestRoutes(app, ctx);
  app.put('/api/v2/partners/area', { ...signedInFirst(ctx), schema: { tags, summary: "Sets the area a partner profile serves", body: partnerAreaBodySchema, response: { 200: partnerAreaResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const body = request.body;
    const profile = await profileOf(ctx.db, userId, body.partnerType);
    await assertZipsServed(ctx.db, body.serviceZips, body.serviceStates);
    const states = [...new Set(body.serviceStates)].sort();
    const zips = [...new Set(body.serviceZips)].sort();
    await setProfileArea(ctx.db, profile.id, states, zips);
    return ok({ id: profile.id, partnerType: profile.partner_type, serviceStates: states, serviceZips: zips });
  });

  registerApplicationDecisionRoutes(app, ctx);
}

/** A user's own partner applications: applying, and the ones made. */
function registerApplicationRoutes(app: App, ctx: AppContext): void {
  app.post('/api/v2/partners/applications', { ...signedInFirst(ctx), schema: { tags, summary: 'Applies to a partner programme', body: partnerApplicationBodySchema, response: { 200: myPartnerApplicationResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const body = request.body;
    const stored = await submitApplication(ctx.db, userId, body, ctx.clock.now(), (tx, row) =>
      partnerApplicationReceived(ctx, tx, { id: row.id, userId, kind: row.kind, email: row.details.applicant.email ?? null }),
    );
    return ok(toMyApplication(stored));
  });

  app.get('/api/v2/partners/applications', { ...signedInFirst(ctx), schema: { tags, summary: "The user's partner applications, newest first", response: { 200: myPartnerApplicationsResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    return ok((await myApplications(ctx.db, userId)).map(toMyApplication));
  });
}

/** The requests routed to a partner: the list with the profile's area, and accepting or declining one. */
function registerRoutedRequestRoutes(app: App, ctx: AppContext): void {
  app.get('/api/v2/partners/requests', {
    ...signedInFirst(ctx),
    schema: {
      tags,
      summary: "The requests routed to the user's partner profile of a type, and its area",
      querystring: partnerRequestsQuerySchema,
      response: { 200: partnerRequestsResponseSchema },
    },
  }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { partnerType } = request.query;
    const profile = await profileOf(ctx.db, userId, partnerType);
    const rows = await requestsRoutedTo(ctx.db, profile.id, 500);
    return ok({
      profile: {
        id: profile.id,
        partnerType: profile.partner_type,
        displayName: profile.display_name,
        company: profile.company,
        serviceStates: profile.service_states,
        serviceZips: profile.service_zips,
        routingArea: await routingAreaOf(ctx.db, profile.id),
      },
      items: rows.map(toPartnerRequest),
    });
  });

  app.put('/api/v2/partners/requests/:id/status', {
    ...signedInFirst(ctx),
    schema: {
      tags,
      summary: 'The partner accepts or declines a request routed to them',
      params: partnerRequestParamsSchema,
      body: partnerRequestStatusBodySchema,
      response: { 200: partnerRequestResponseSchema },
    },
  }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    const { partnerStatus } = request.body;
    // Only the partner the request is routed to may answer; to anyone else it does not exist.
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const updated = await answerRequest(tx, id, userId, partnerStatus, now);
      if (!updated) throw notFound('We could not find this request.');
      // A declined request goes on to another partner who serves it (never back to this one), or
      // to the managers' queue when there is none; the decliner no longer holds it.
      if (partnerStatus === 'Declined') await recordDecline(tx, id);
      // The buyer hears each time the partner changes the request's state.
      if (updated.changed) {
        await requestAnswered(
          ctx,
          tx,
          { id: updated.id, intent: updated.intent, ownerId: updated.owner_id, listingMls: updated.listing_mls, payload: updated.payload },
          partnerStatus,
          `${partnerStatus}:${now.toISOString()}`,
        );
      }
      if (partnerStatus === 'Declined') {
        const next = await assignRequest(tx, id, now);
        const facts = next ? await requestFacts(tx, id) : null;
        if (facts && next) await requestRouted(ctx, tx, facts, next);
      }
    });
    const row = await partnerRequest(ctx.db, id);
    // The answer as its partner gave it (a declined request has gone on to someone else).
    return ok({ ...toPartnerRequest(row!), partnerStatus });
  });
}

/** The managers' side of partner applications: the list, and approving or rejecting one. */
function registerApplicationDecisionRoutes(app: App, ctx: AppContext): void {
  const managers = managersOnly(ctx);
  app.get('/api/v2/admin/partner-applications', {
    ...managers,
    schema: {
      tags: adminTags,
      summary: 'Partner applications, filtered, searched and sorted (managers)',
      querystring: partnerApplicationsQuerySchema,
      response: { 200: partnerApplicationsResponseSchema },
    },
  }, async (request) => {
    return ok(await listApplications(ctx.db, request.query));
  });

  app.put('/api/v2/admin/partner-applications/:id/status', {
    ...managers,
    schema: {
      tags: adminTags,
      summary: 'Approves or rejects a partner application (managers)',
      params: partnerApplicationIdParamsSchema,
      body: partnerApplicationDecisionBodySchema,
      response: { 200: partnerApplicationDecisionResponseSchema },
    },
  }, async (request) => {
    const { id: managerId, email } = await manager(ctx, request);
    const { id } = request.params;
    const decision = request.body;
    const now = ctx.clock.now();
    return ok(
      await decideApplication(ctx.db, id, decision, { userId: managerId, email }, now, (tx, row) =>
        partnerApplicationDecided(ctx, tx, {
          id: `${row.id}:${now.toISOString()}`,
          userId: row.user_id,
          kind: row.kind,
          email: row.details.applicant.email ?? null,
          status: decision.status,
          note: row.decision_note,
          dashboard: partnerDashboardPath(row.partner_type),
        }),
      ),
    );
  });
}
