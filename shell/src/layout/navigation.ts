import { BUY_PLACE, PARTNER_TYPES_TABLE, paths } from '@homeward/contracts';

/** Spec 2.4: the nav bar's and footer's product links go to the home page tabs 0–4; Buy goes to Bellevue, WA. */
export const BUY_PATH = paths.search.listings.href(BUY_PLACE);

export interface NavItem {
  label: string;
  to: string;
  /** For a link that reads differently signed in and out: the wider of its words, whose width it keeps. */
  widest?: string;
}

export function homeTab(tab: number): string {
  return paths.content.home.href(tab);
}

/** Tab 3's link: the buyer's own home once signed in. */
const HOME_INFO = { visitor: 'Home Info', signedIn: 'My Home' } as const;

export function navItems(onHome: boolean, signedIn: boolean): NavItem[] {
  const learn = { label: 'Learn', to: homeTab(0) };
  const buy = { label: 'Buy', to: BUY_PATH };
  const sell = { label: 'Sell', to: homeTab(4) };
  if (onHome) return [learn, buy, sell];
  return [learn, buy, { label: 'Get Loan', to: homeTab(2) }, { label: signedIn ? HOME_INFO.signedIn : HOME_INFO.visitor, widest: HOME_INFO.visitor, to: homeTab(3) }, sell];
}

/** Spec 3: each partner type's dashboard, by its partnerType number, as the account menu links to it. */
export const PARTNER_DASHBOARDS: Record<number, NavItem> = Object.fromEntries(
  PARTNER_TYPES_TABLE.map((entry) => [entry.type, { label: entry.dashboardLabel, to: paths.partner.dashboard.href(entry.kind) }]),
);

/** The footer's partner links (spec 2.4): real estate agents first. */
export const FOOTER_PARTNER_LINKS: NavItem[] = (['realestate', 'lender', 'loanbroker', 'serviceprovider'] as const).map((kind) => {
  const entry = PARTNER_TYPES_TABLE.find((e) => e.kind === kind)!;
  return { label: entry.label, to: paths.partner.landing.href(entry.kind) };
});

/** Footer partner links need a signed-in user; otherwise they go to /login with the redirect set. */
export function partnerHref(to: string, signedIn: boolean): string {
  return signedIn ? to : paths.auth.login.href(to);
}
