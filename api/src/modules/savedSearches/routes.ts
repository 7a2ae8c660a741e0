import {
  apiPaths,
  alertsResponseSchema,
  createSavedSearchBodySchema,
  noBodySchema,
  SAVED_SEARCH_LIMIT_ERROR,
  SAVED_SEARCH_NOT_FOUND,
  SAVED_SEARCHES_PER_ACCOUNT,
  savedSearchDeletedResponseSchema,
  savedSearchesResponseSchema,
  savedSearchIdParamsSchema,
  savedSearchResponseSchema,
  savedSearchVisitResponseSchema,
  updateSavedSearchBodySchema,
  z,
} from '@homeward/contracts';
import type { AppContext } from '../../context';
import { requireUser, signedInFirst } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { escapeHtml, htmlPage } from '../../http/htmlPage';
import { ok } from '../../http/reply';
import { type App } from '../../http/schemas';
import { deleteOwnSearch, findOwnSearch, insertSavedSearch, listOwnSearches, recentAlerts, recordVisit, toSavedSearch, turnAlertsOff, updateSavedSearch } from './repository';
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
const tags = ['saved searches'];
/** A saved search named in the path: anyone else's, or a malformed id, reads as one that does not exist. */
const oneSearch = { params: savedSearchIdParamsSchema } as const;
const byId = { inputMessage: SAVED_SEARCH_NOT_FOUND, signedIn: true };

export async function savedSearchRoutes(app: App, ctx: AppContext): Promise<void> {
  const signedIn = signedInFirst(ctx);
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

  app.get(apiPaths.savedSearches, { ...signedIn, schema: { tags, summary: "The user's saved searches", response: { 200: savedSearchesResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const rows = await listOwnSearches(ctx.db, userId);
    return ok({ items: rows.map((r) => toSavedSearch(r, r.new_count)) });
  });

  app.post(apiPaths.savedSearches, { ...signedIn, schema: { tags, summary: 'Saves a search: its place or map area, filters and sort', body: createSavedSearchBodySchema, response: { 200: savedSearchResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const body = request.body;
    const place = await placeOfSearch(ctx.db, body.search);
    const id = await insertSavedSearch(
      ctx.db,
      { userId, name: body.name ?? proposedName(body.search), search: body.search, frequency: body.frequency, ...place, now: ctx.clock.now() },
      SAVED_SEARCHES_PER_ACCOUNT,
    );
    if (!id) throw badRequest(SAVED_SEARCH_LIMIT_ERROR);
    return answer(userId, id);
  });

  app.get(apiPaths.savedSearchAlerts, { ...signedIn, schema: { tags, summary: 'The latest alerts of the saved searches and homes', response: { 200: alertsResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    return ok({ items: await recentAlerts(ctx.db, userId, RECENT_ALERTS) });
  });

  app.get(ONE, { ...signedIn, config: byId, schema: { tags, summary: 'One saved search', ...oneSearch, response: { 200: savedSearchResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    return answer(userId, id);
  });

  // A body's own mistakes keep their messages: the path's id is checked in the handler.
  app.patch(ONE, { ...signedIn, schema: { tags, summary: 'Renames, pauses, changes how often or the search itself', ...oneSearch, body: updateSavedSearchBodySchema, response: { 200: savedSearchResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    const body = request.body;
    await own(userId, id);
    const search = body.search ? { query: body.search, ...(await placeOfSearch(ctx.db, body.search)) } : undefined;
    await updateSavedSearch(ctx.db, id, { name: body.name, frequency: body.frequency, paused: body.paused, search }, ctx.clock.now());
    return answer(userId, id);
  });

  app.delete(ONE, { ...signedIn, config: byId, schema: { tags, summary: 'Deletes a saved search', ...oneSearch, response: { 200: savedSearchDeletedResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    if (!(await deleteOwnSearch(ctx.db, userId, id))) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return ok({ id, deleted: true as const });
  });

  app.post(VISIT, { ...signedIn, config: byId, schema: { tags, summary: "Marks a saved search's results seen; answers the homes new since the last visit", ...oneSearch, body: noBodySchema, response: { 200: savedSearchVisitResponseSchema } } }, async (request) => {
    const { userId } = await requireUser(ctx, request);
    const { id } = request.params;
    const visit = await recordVisit(ctx.db, userId, id, ctx.clock.now());
    if (!visit) throw notFound(SAVED_SEARCH_NOT_FOUND);
    return ok({ previousVisitAt: visit.previous?.toISOString() ?? null, newMls: visit.mls });
  });

  await registerAlertUnsubscribeRoutes(app, ctx);
}

async function registerAlertUnsubscribeRoutes(app: App, ctx: AppContext): Promise<void> {
  // The link of an alert email, opened from a mail program (GET, one click) or posted by the mail
  // service itself (RFC 8058 List-Unsubscribe=One-Click). Either turns this search's alerts off.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    });
    const unsubscribe = async (query: unknown) => {
      const parsed = unsubscribeQuerySchema.safeParse(query);
      if (!parsed.success || !ctx.messages.verifyLink(`saved-search:${parsed.data.s}`, parsed.data.sig)) return null;
      const search = await turnAlertsOff(ctx.db, parsed.data.s, ctx.clock.now());
      return { name: search?.name ?? null };
    };
    const done = (name: string | null) =>
      name === null
        ? '<p>This saved search no longer exists, so it sends nothing.</p>'
        : `<p>We no longer send alerts for your saved search “${escapeHtml(name)}”. The search itself is kept: you can turn its alerts back on from your account page.</p>`;

    // The link's parts are checked by the handler: a bad link answers a page, not JSON.
    const page = { description: 'A page saying what happened', content: { 'text/html': { schema: z.string() } } };
    scope.get(apiPaths.savedSearchUnsubscribe, { schema: { tags, summary: "Turns a saved search's alerts off (the link in its alerts)", response: { 200: page } } }, async (request, reply) => {
      const result = await unsubscribe(request.query);
      if (!result) return htmlPage(reply, 400, 'This link is not valid', `<p>${escapeHtml(INVALID_LINK)}</p>`);
      return htmlPage(reply, 200, 'Alerts turned off', done(result.name));
    });
    scope.post(apiPaths.savedSearchUnsubscribe, { schema: { tags, summary: 'One-click unsubscribe (RFC 8058), posted by the mail service', body: z.optional(z.looseObject({})), response: { 200: page } } }, async (request, reply) => {
      const result = await unsubscribe(request.query);
      if (!result) throw badRequest(INVALID_LINK);
      return htmlPage(reply, 200, 'Alerts turned off', done(result.name));
    });
  });
}
