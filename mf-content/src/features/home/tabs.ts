/**
 * The home page's search tabs. The nav bar and footer link to /?tab=0…4 (spec 2.4), so the
 * query string is the tab's single source of truth.
 */
export const HOME_TABS = [
  { key: 'learn', label: 'Learn' },
  { key: 'buy', label: 'Buy' },
  { key: 'loan', label: 'Get Loan' },
  { key: 'home', label: 'Home Info' },
  { key: 'sell', label: 'Sell' },
] as const;

export type HomeTabKey = (typeof HOME_TABS)[number]['key'];

/** Without a tab in the URL the page opens on Buy. */
export const DEFAULT_TAB = 1;

/** The tab a query string selects: a whole number 0–4, anything else the default. */
export function tabFromQuery(search: string | URLSearchParams): number {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('tab');
  if (raw === null || !/^\d$/.test(raw.trim())) return DEFAULT_TAB;
  const tab = Number(raw.trim());
  return tab < HOME_TABS.length ? tab : DEFAULT_TAB;
}

/** Spec 2.4: tab 3 reads My Home for a signed-in user and Home Info otherwise. */
export function tabLabel(index: number, signedIn: boolean): string {
  if (HOME_TABS[index]?.key === 'home') return signedIn ? 'My Home' : 'Home Info';
  return HOME_TABS[index]?.label ?? '';
}
