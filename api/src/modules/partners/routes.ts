import { agentSnapshotParamsSchema, agentSnapshotResponseSchema, type PartnerProfile, partnerProfilesResponseSchema } from '@homeward/contracts';
import { formatPhoneNumber } from '@homeward/contracts/phone';
import { AGENT_STATUS, partnerTypeLabel } from '@homeward/domain';
import type { AppContext } from '../../context';
import { requireUser, signedInFirst } from '../../http/auth';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { activeProfilesOf, approvedAgentUser, isUuid, listingAgent } from './repository';

const tags = ['partners'];

export function partnerRoutes(app: App, ctx: AppContext): void {
  /** Agent snapshot (spec 7): a listing agent, or a user approved as an agent. */
  app.get('/api/v2/public/Partners/snapshot/:agentid', { schema: { tags, summary: "An agent's name and phone", params: agentSnapshotParamsSchema, response: { 200: agentSnapshotResponseSchema } } }, async (request) => {
    const { agentid } = request.params;
    const agent = await listingAgent(ctx.db, agentid);
    if (agent) return ok({ data: { agentName: agent.name, agentPhone: agent.phone } });
    if (isUuid(agentid)) {
      const user = await approvedAgentUser(ctx.db, agentid, AGENT_STATUS.Approved);
      if (user) {
        return ok({ data: { agentName: [user.first_name, user.last_name].filter(Boolean).join(' '), agentPhone: formatPhoneNumber(user.phone) } });
      }
    }
    throw notFound('We could not find this agent.');
  });

  app.get('/api/v2/public/partners/profiles', { ...signedInFirst(ctx), schema: { tags, summary: "The user's active partner profiles", response: { 200: partnerProfilesResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const profiles: PartnerProfile[] = (await activeProfilesOf(ctx.db, userId)).map((r) => ({
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
