import type { ListingSummary } from '@homeward/contracts';
import { compareWrittenDates, formatShortDay, isNewOnMarket, normalizeCalendarDate, toCalendarDate } from '@homeward/domain';

/** The news a result card shows beside the home's status (the kernel's card draws the status itself). */
export interface ListingBadges {
  isNew: boolean;
  /** 'Open house Sat, Jun 7' or 'Virtual open house …' for the next upcoming one. */
  openHouse: string | null;
  live: boolean;
}

export function nextOpenHouse(listing: Pick<ListingSummary, 'openHouses'>, now: Date) {
  const today = toCalendarDate(now);
  return listing.openHouses
    .map((o) => ({ ...o, date: normalizeCalendarDate(o.openDate) }))
    .filter((o): o is typeof o & { date: string } => o.date !== null && o.date >= today)
    .sort((a, b) => compareWrittenDates(a.date, b.date))[0];
}

export function listingBadges(listing: ListingSummary, now: Date): ListingBadges {
  const next = listing.hasOpenHouse ? nextOpenHouse(listing, now) : undefined;
  const live = listing.status === 'LS' || listing.openHouses.some((o) => o.type === 'LIVE');
  let openHouse: string | null = null;
  if (next) {
    const [y, m, d] = next.date.split('-').map(Number);
    const when = formatShortDay(new Date(y, m - 1, d));
    openHouse = `${next.type === 'VIR' ? 'Virtual open house' : next.type === 'LIVE' ? 'Live open house' : 'Open house'} ${when}`;
  }
  return {
    isNew: isNewOnMarket(listing.timeOnMarket),
    openHouse,
    live,
  };
}
