import { type AlertReason, apiPaths, type ListingSummary, paths, savedSearchPlace } from '@homeward/contracts';
import { formatBaths, formatBeds, formatCurrency, formatSquareFeet } from '@homeward/domain';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import type { QueuedMessage, Recipient } from '../messages/service';
import type { SavedSearchRow } from './repository';

/**
 * The words of the alerts: a home new to a saved search (one message per home, or one daily
 * digest), and a change to a saved home. Each names the home, links to it and to the search, and
 * an email carries the search's own one-click unsubscribe.
 */

export type AlertHome = Pick<ListingSummary, 'mls' | 'address' | 'unit' | 'city' | 'state' | 'zipcode' | 'listingPrice' | 'bedrooms' | 'baths' | 'totalSquareFoot'>;
type Ctx = Pick<AppContext, 'config' | 'messages'>;

const site = (ctx: Ctx, path: string) => `${ctx.config.publicWebUrl.replace(/\/$/, '')}${path}`;
const hello = (name: string | null | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

export const addressOf = (home: AlertHome) => `${home.address}${home.unit ? ` ${home.unit}` : ''}, ${home.city}`;
const factsOf = (home: AlertHome) =>
  `${formatCurrency(home.listingPrice)} · ${formatBeds(home.bedrooms)} · ${formatBaths(home.baths)} · ${formatSquareFeet(home.totalSquareFoot)}`;

const SEARCH_REASON: Partial<Record<AlertReason, string>> = {
  listed: 'New listing',
  price_cut: 'Price cut',
  back_on_market: 'Back on the market',
};

/** The signed link that turns one search's alerts off. */
export function searchUnsubscribeUrl(ctx: Ctx, searchId: string): string {
  const query = new URLSearchParams({ s: searchId, sig: ctx.messages.signLink(`saved-search:${searchId}`) });
  return site(ctx, `${apiPaths.savedSearchUnsubscribe}?${query}`);
}

export const searchLink = (ctx: Ctx, row: Pick<SavedSearchRow, 'id' | 'place_kind' | 'place_name' | 'place_state'>) =>
  site(ctx, paths.search.listings.href(savedSearchPlace({ kind: row.place_kind, name: row.place_name, state: row.place_state }), { savedSearch: row.id }));

interface Person {
  to: Recipient;
  firstName: string | null;
}

async function people(q: Queryable, userIds: readonly string[]): Promise<Map<string, Person>> {
  const { rows } = await q.query<{ id: string; email: string | null; phone: string | null; first_name: string | null }>(
    'SELECT id, email, phone, first_name FROM users WHERE id = ANY($1::uuid[])',
    [[...new Set(userIds)]],
  );
  return new Map(rows.map((r) => [r.id, { to: { userId: r.id, email: r.email, phone: r.phone }, firstName: r.first_name }]));
}

export async function searchAlertMessages(
  ctx: Ctx,
  q: Queryable,
  alerts: ReadonlyArray<{ alertId: string; row: SavedSearchRow; home: AlertHome; reason: AlertReason }>,
): Promise<QueuedMessage[]> {
  if (alerts.length === 0) return [];
  const owners = await people(q, alerts.map((a) => a.row.user_id));
  return alerts.flatMap(({ alertId, row, home, reason }) => {
    const owner = owners.get(row.user_id);
    if (!owner) return [];
    const what = SEARCH_REASON[reason] ?? 'New listing';
    const homeUrl = site(ctx, paths.listing.property.href(home.mls));
    return [
      {
        eventKey: `alert:${alertId}`,
        kind: 'home-alerts',
        to: owner.to,
        unsubscribe: { url: searchUnsubscribeUrl(ctx, row.id), label: `alerts for “${row.name}”` },
        content: {
          subject: `${what}: ${addressOf(home)}`,
          greeting: hello(owner.firstName),
          paragraphs: [
            `${addressOf(home)}, ${home.state} ${home.zipcode} matches your saved search “${row.name}”${reason === 'price_cut' ? ' after a price cut' : reason === 'back_on_market' ? ' and is back on the market' : ''}.`,
            factsOf(home),
          ],
          action: { label: 'See the home', url: homeUrl },
          links: [{ label: `See every home of “${row.name}”`, url: searchLink(ctx, row) }],
          sms: `${what.toLowerCase()} for “${row.name}”: ${addressOf(home)}, ${formatCurrency(home.listingPrice)}. ${homeUrl}`,
        },
      } satisfies QueuedMessage,
    ];
  });
}

export async function searchDigestMessage(
  ctx: Ctx,
  q: Queryable,
  row: SavedSearchRow,
  items: ReadonlyArray<{ home: AlertHome; reason: AlertReason }>,
  now: Date,
): Promise<QueuedMessage> {
  const owner = (await people(q, [row.user_id])).get(row.user_id);
  const count = items.length;
  const homes = count === 1 ? '1 home' : `${count} homes`;
  const url = searchLink(ctx, row);
  return {
    eventKey: `digest:${row.id}:${now.toISOString()}`,
    kind: 'home-alerts',
    to: owner?.to ?? { userId: row.user_id, email: null, phone: null },
    unsubscribe: { url: searchUnsubscribeUrl(ctx, row.id), label: `alerts for “${row.name}”` },
    content: {
      subject: `${homes} for “${row.name}” today`,
      greeting: hello(owner?.firstName),
      paragraphs: [
        `In the last day, ${homes} came into your saved search “${row.name}”:`,
        ...items.map(({ home, reason }) => `${SEARCH_REASON[reason] ?? 'New listing'}: ${addressOf(home)} — ${factsOf(home)} — ${site(ctx, paths.listing.property.href(home.mls))}`),
      ],
      action: { label: `See every home of “${row.name}”`, url },
      sms: `${homes} for “${row.name}” today: ${url}`,
    },
  };
}

const HOME_REASON: Partial<Record<AlertReason, (home: AlertHome, oldPrice: number | null) => { subject: string; line: string }>> = {
  price_cut: (home, oldPrice) => ({
    subject: `Price cut: ${addressOf(home)}`,
    line: `The price of ${addressOf(home)}, a home you saved, is now ${formatCurrency(home.listingPrice)}${oldPrice ? ` (was ${formatCurrency(oldPrice)})` : ''}.`,
  }),
  pending: (home) => ({ subject: `Sale pending: ${addressOf(home)}`, line: `${addressOf(home)}, a home you saved, is now pending sale.` }),
  sold: (home) => ({ subject: `Sold: ${addressOf(home)}`, line: `${addressOf(home)}, a home you saved, has sold.` }),
  open_house: (home) => ({ subject: `Open house: ${addressOf(home)}`, line: `${addressOf(home)}, a home you saved, has a new open house. Its page lists the dates and times.` }),
};

export async function homeAlertMessages(
  ctx: Ctx,
  q: Queryable,
  alerts: ReadonlyArray<{ alertId: string; userId: string; home: AlertHome & { listingPrice: number }; reason: AlertReason; oldPrice: number | null }>,
): Promise<QueuedMessage[]> {
  if (alerts.length === 0) return [];
  const owners = await people(q, alerts.map((a) => a.userId));
  return alerts.flatMap(({ alertId, userId, home, reason, oldPrice }) => {
    const owner = owners.get(userId);
    const words = HOME_REASON[reason]?.(home, oldPrice);
    if (!owner || !words) return [];
    const homeUrl = site(ctx, paths.listing.property.href(home.mls));
    return [
      {
        eventKey: `alert:${alertId}`,
        kind: 'home-alerts',
        to: owner.to,
        content: {
          subject: words.subject,
          greeting: hello(owner.firstName),
          paragraphs: [words.line],
          action: { label: 'See the home', url: homeUrl },
          links: [{ label: 'Your saved homes', url: site(ctx, paths.account.favorites.href()) }],
          sms: `${words.line} ${homeUrl}`,
        },
      } satisfies QueuedMessage,
    ];
  });
}
