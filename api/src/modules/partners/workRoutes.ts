import type { FastifyInstance } from 'fastify';
import { formatPhoneNumber, type RequestIntent } from '@homeward/contracts';
import {
  partnerAreaBodySchema,
  partnerApplicationBodySchema,
  partnerApplicationDecisionBodySchema,
  partnerApplicationIdParamsSchema,
  partnerApplicationsQuerySchema,
  partnerRequestParamsSchema,
  partnerRequestsQuerySchema,
  partnerRequestStatusBodySchema,
  type PartnerRequest,
  type PartnerRequestStatus,
} from '@homeward/contracts/signed-in';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { requireManager, requireUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { toStoredRequest, type RequestRow } from '../requests/routes';
import { partnerApplicationDecided, partnerApplicationReceived, partnerDashboardPath, requestAnswered, requestFacts, requestRouted } from '../messages/events';
import { decideApplication, listApplications, myApplications, submitApplication, toMyApplication } from './applications';
import { assignRequest, routingAreaOf } from './assignment';
import { profileOf } from './profiles';

interface PartnerRequestRow extends RequestRow {
  partner_status: PartnerRequestStatus | null;
  updated_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  list_price: number | null;
}

const REQUEST_SELECT = `SELECT r.id, r.owner_id, r.intent, r.listing_mls, r.status, r.payload, r.created_at, r.partner_status, r.updated_at,
    u.first_name, u.last_name, u.email, u.phone, l.address, l.city, l.state, l.zipcode, l.list_price
  FROM requests r LEFT JOIN users u ON u.id = r.owner_id LEFT JOIN listings l ON l.mls = r.listing_mls`;

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

/** Partner onboarding, the partner dashboards' requests, and the manager's decisions on applications. */
export function partnerWorkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v2/partners/applications', async (request) => {
    const { userId } = await requireUser(ctx, request);
    const body = parseInput(partnerApplicationBodySchema, request.body, 'body');
    const stored = await submitApplication(ctx.db, userId, body, ctx.clock.now(), (tx, row) =>
      partnerApplicationReceived(ctx, tx, { id: row.id, userId, kind: row.kind, email: row.details.applicant.email ?? null }),
    );
    return ok(toMyApplication(stored));
  });

  app.get('/api/v2/partners/applications', async (request) => {
    const { userId } = await requireUser(ctx, request);
    return ok((await myApplications(ctx.db, userId)).map(toMyApplication));
  });

  app.get('/api/v2/partners/requests', async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { partnerType } = parseInput(partnerRequestsQuerySchema, request.query, 'query');
    const profile = await profileOf(ctx.db, userId, partnerType);
    const { rows } = await ctx.db.query<PartnerRequestRow>(`${REQUEST_SELECT} WHERE r.assigned_partner_id = $1 ORDER BY r.created_at DESC, r.id LIMIT 500`, [profile.id]);
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

  app.put('/api/v2/partners/requests/:id/status', async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = parseInput(partnerRequestParamsSchema, request.params, 'path');
    const { partnerStatus } = parseInput(partnerRequestStatusBodySchema, request.body, 'body');
    // Only the partner the request is routed to may answer; to anyone else it does not exist.
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const updated = await one<{ id: string; intent: RequestIntent; owner_id: string | null; listing_mls: string | null; payload: Record<string, unknown>; changed: boolean }>(
        tx,
        `UPDATE requests r SET partner_status = $3, updated_at = $4 FROM partner_profiles p, (SELECT partner_status AS before FROM requests WHERE id = $1) old
          WHERE r.id = $1 AND r.assigned_partner_id = p.id AND p.user_id = $2
          RETURNING r.id, r.intent, r.owner_id, r.listing_mls, r.payload, old.before IS DISTINCT FROM $3 AS changed`,
        [id, userId, partnerStatus, now],
      );
      if (!updated) throw notFound('We could not find this request.');
      // A declined request goes on to another partner who serves it (never back to this one), or
      // to the managers' queue when there is none; the decliner no longer holds it.
      if (partnerStatus === 'Declined') {
        await tx.query(
          `UPDATE requests SET declined_partner_ids = array_append(declined_partner_ids, assigned_partner_id)
            WHERE id = $1 AND NOT (assigned_partner_id = ANY(declined_partner_ids))`,
          [id],
        );
      }
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
    const row = await one<PartnerRequestRow>(ctx.db, `${REQUEST_SELECT} WHERE r.id = $1`, [id]);
    // The answer as its partner gave it (a declined request has gone on to someone else).
    return ok({ ...toPartnerRequest(row!), partnerStatus });
  });

  app.put('/api/v2/partners/area', async (request) => {
    const { userId } = await requireUser(ctx, request);
    const body = parseInput(partnerAreaBodySchema, request.body, 'body');
    const profile = await profileOf(ctx.db, userId, body.partnerType);
    if (body.serviceZips.length > 0) {
      const { rows } = await ctx.db.query<{ zipcode: string; state: string }>('SELECT zipcode, state FROM zipcodes WHERE zipcode = ANY($1::text[])', [body.serviceZips]);
      const known = new Map(rows.map((r) => [r.zipcode, r.state]));
      const bad = body.serviceZips.find((z) => !body.serviceStates.includes(known.get(z) as 'WA' | 'MA'));
      if (bad) throw badRequest(known.has(bad) ? `Zip ${bad} is in ${known.get(bad)}; add that state or remove the zip.` : `Zip ${bad} is not in our service area (WA and MA).`);
    }
    const zips = [...new Set(body.serviceZips)].sort();
    await ctx.db.query('UPDATE partner_profiles SET service_states = $2, service_zips = $3 WHERE id = $1', [profile.id, [...new Set(body.serviceStates)].sort(), zips]);
    return ok({ id: profile.id, partnerType: profile.partner_type, serviceStates: [...new Set(body.serviceStates)].sort(), serviceZips: zips });
  });

  app.get('/api/v2/admin/partner-applications', async (request) => {
    await requireManager(ctx, request);
    const q = parseInput(partnerApplicationsQuerySchema, request.query, 'query');
    return ok(await listApplications(ctx.db, q));
  });

  app.put('/api/v2/admin/partner-applications/:id/status', async (request) => {
    const manager = await requireManager(ctx, request);
    const { id } = parseInput(partnerApplicationIdParamsSchema, request.params, 'path');
    const decision = parseInput(partnerApplicationDecisionBodySchema, request.body, 'body');
    const email = (await one<{ email: string | null }>(ctx.db, 'SELECT email FROM users WHERE id = $1', [manager.userId]))?.email ?? null;
    const now = ctx.clock.now();
    return ok(
      await decideApplication(ctx.db, id, decision, { userId: manager.userId, email }, now, (tx, row) =>
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
