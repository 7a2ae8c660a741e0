import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  createSavedSearchBodySchema,
  SAVED_SEARCH_LIMIT_ERROR,
  SAVED_SEARCH_NOT_FOUND,
  SAVED_SEARCHES_PER_ACCOUNT,
  savedSearchIdParamsSchema,
  updateSavedSearchBodySchema,
  z,
} from '@homeward/contracts';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { escapeHtml, htmlPage } from '../../http/htmlPage';
import { ok } from '../../http/reply';
import { parseInput } from '../../http/validate';
import { deleteOwnSearch, findOwnSearch, insertSavedSearch, listOwnSearches, recentAlerts, recordVisit, toSavedSearch, updateSavedSearch } from './repository';
import { placeOfSearch, proposedName } from './service';

const RECENT_ALERTS = 30;
/** Route patterns of the paths in apiPaths (whose builders encode the parameter). */
const ONE = `${apiPaths.savedSearches}/:id`;
const VISIT = `${ONE}/visit`;
const unsubscribeQuerySchema = z.object({
  s: z.uuid(),
  sig: z.string().check(z.minLength(10), z.maxLength(100)),
});
const INVALID_LINK = 'This link is not valid. You can change your saved searches on your account page.';

/** Saved searches: the owner's own only (anyone else's answers 404, as if it did not exist), and the signed one-click unsubscribe. */
export async function savedSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const own = async (userId: string, id: string) => {
    const row = await findOwnSearch(ctx.db, userId, id);
    if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return row;
  };
  const answer = async (userId: string, id: string) => {
    const rows = await listOwnSearches(ctx.db, userId);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return ok(toSavedSearch(row, row.new_count));
  };

  app.get(apiPaths.savedSearches, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const rows = await listOwnSearches(ctx.db, userId);
    return ok({ items: rows.map((r) => toSavedSearch(r, r.new_count)) });
  });

  app.post(apiPaths.savedSearches, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const body = parseInput(createSavedSearchBodySchema, request.body, 'body');
    const place = await placeOfSearch(ctx.db, body.search);
    const id = await insertSavedSearch(
      ctx.db,
      { userId, name: body.name ?? proposedName(body.search), search: body.search, frequency: body.frequency, ...place, now: ctx.clock.now() },
      SAVED_SEARCHES_PER_ACCOUNT,
    );
    if (!id) throw badRequest(SAVED_SEARCH_LIMIT_ERROR);
    return answer(userId, id);
  });

  app.get(apiPaths.savedSearchAlerts, async (request) => {
    const { userId } = await requireUser(ctx, request);
    return ok({ items: await recentAlerts(ctx.db, userId, RECENT_ALERTS) });
  });

  app.get(ONE, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = parseInput(savedSearchIdParamsSchema, request.params, 'path', SAVED_SEARCH_NOT_FOUND);
    return answer(userId, id);
  });

  app.patch(ONE, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = parseInput(savedSearchIdParamsSchema, request.params, 'path', SAVED_SEARCH_NOT_FOUND);
    const body = parseInput(updateSavedSearchBodySchema, request.body, 'body');
    await own(userId, id);
    const search = body.search ? { query: body.search, ...(await placeOfSearch(ctx.db, body.search)) } : undefined;
    await updateSavedSearch(ctx.db, id, { name: body.name, frequency: body.frequency, paused: body.paused, search }, ctx.clock.now());
    return answer(userId, id);
  });

  app.delete(ONE, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = parseInput(savedSearchIdParamsSchema, request.params, 'path', SAVED_SEARCH_NOT_FOUND);
    if (!(await deleteOwnSearch(ctx.db, userId, id))) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return ok({ id, deleted: true as const });
  });

  app.post(VISIT, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = parseInput(savedSearchIdParamsSchema, request.params, 'path', SAVED_SEARCH_NOT_FOUND);
    const visit = await recordVisit(ctx.db, userId, id, ctx.clock.now());
    if (!visit) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return ok({ previousVisitAt: visit.previous?.toISOString() ?? null, newMls: visit.mls });
  });

  // The link of an alert email, opened from a mail program (GET, one click) or posted by the mail
  // service itself (RFC 8058 List-Unsubscribe=One-Click). Either turns this search's alerts off.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });
    const unsubscribe = async (query: unknown) => {
      const parsed = unsubscribeQuerySchema.safeParse(query);
      if (!parsed.success || !ctx.messages.verifyLink(`saved-search:${parsed.data.s}`, parsed.data.sig)) return null;
      const { rows } = await ctx.db.query<{ name: string }>(
        `UPDATE saved_searches SET frequency = 'off', digest_due_at = NULL, updated_at = $2 WHERE id = $1 RETURNING name`,
        [parsed.data.s, ctx.clock.now()],
      );
      await ctx.db.query('UPDATE alerts SET digest_pending = false WHERE search_id = $1 AND digest_pending', [parsed.data.s]);
      return { name: rows[0]?.name ?? null };
    };
    const done = (name: string | null) =>
      name === null
        ? '<p>This saved search no longer exists, so it sends nothing.</p>'
        : `<p>We no longer send alerts for your saved search “${escapeHtml(name)}”. The search itself is kept: you can turn its alerts back on from your account page.</p>`;

    scope.get(apiPaths.savedSearchUnsubscribe, async (request, reply) => {
      const result = await unsubscribe(request.query);
      if (!result) return htmlPage(reply, 400, 'This link is not valid', `<p>${escapeHtml(INVALID_LINK)}</p>`);
      return htmlPage(reply, 200, 'Alerts turned off', done(result.name));
    });
    scope.post(apiPaths.savedSearchUnsubscribe, async (request, reply) => {
      const result = await unsubscribe(request.query);
      if (!result) throw badRequest(INVALID_LINK);
      return htmlPage(reply, 200, 'Alerts turned off', done(result.name));
    });
  });
}
