import type { FastifyInstance } from 'fastify';
import { agentSnapshotParamsSchema, formatPhoneNumber, type PartnerProfile, type PartnerType } from '@homeward/contracts';
import { AGENT_STATUS, partnerTypeLabel } from '@homeward/domain';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function partnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Agent snapshot (spec 7): a listing agent, or a user approved as an agent. */
  app.get('/api/v2/public/Partners/snapshot/:agentid', async (request) => {
    const { agentid } = parseInput(agentSnapshotParamsSchema, request.params, 'path');
    const listingAgent = await one<{ name: string; phone: string }>(ctx.db, 'SELECT name, phone FROM agents WHERE id = $1', [agentid]);
    if (listingAgent) return ok({ data: { agentName: listingAgent.name, agentPhone: listingAgent.phone } });
    if (UUID.test(agentid)) {
      const user = await one<{ first_name: string | null; last_name: string | null; phone: string | null }>(
        ctx.db,
        'SELECT first_name, last_name, phone FROM users WHERE id = $1 AND is_agent AND agent_status = $2',
        [agentid, AGENT_STATUS.Approved],
      );
      if (user) {
        return ok({ data: { agentName: [user.first_name, user.last_name].filter(Boolean).join(' '), agentPhone: formatPhoneNumber(user.phone) } });
      }
    }
    throw notFound('We could not find this agent.');
  });

  app.get('/api/v2/public/partners/profiles', async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { rows } = await ctx.db.query<{ id: string; partner_type: PartnerType; display_name: string; company: string | null; created_at: Date }>(
      'SELECT id, partner_type, display_name, company, created_at FROM partner_profiles WHERE user_id = $1 AND active ORDER BY partner_type',
      [userId],
    );
    const profiles: PartnerProfile[] = rows.map((r) => ({
      id: r.id,
      partnerType: r.partner_type,
      partnerTypeName: partnerTypeLabel(r.partner_type),
      displayName: r.display_name,
      company: r.company,
      createdAt: r.created_at.toISOString(),
    }));
    return ok({ data: profiles });
  });
}
