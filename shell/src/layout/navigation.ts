import { pagePaths } from '@homeward/contracts';

/** Spec 2.4: the nav bar's and footer's product links go to the home page tabs 0–4; Buy goes to Bellevue, WA. */
export const BUY_PATH = pagePaths.buy();

export interface NavItem {
  label: string;
  to: string;
}

export function homeTab(tab: number): string {
  return pagePaths.home(tab);
}

export function navItems(onHome: boolean, signedIn: boolean): NavItem[] {
  const learn = { label: 'Learn', to: homeTab(0) };
  const buy = { label: 'Buy', to: BUY_PATH };
  const sell = { label: 'Sell', to: homeTab(4) };
  if (onHome) return [learn, buy, sell];
  return [learn, buy, { label: 'Get Loan', to: homeTab(2) }, { label: signedIn ? 'My Home' : 'Home Info', to: homeTab(3) }, sell];
}

/** Spec 3: partnerType 1 = lender, 2 = loan broker, 3 = real estate agent, 4 = service provider. */
export const PARTNER_DASHBOARDS: Record<number, NavItem> = {
  3: { label: 'Real Estate Dashboard', to: pagePaths.partnerDashboard('realestate') },
  2: { label: 'Loan Broker Dashboard', to: pagePaths.partnerDashboard('loanbroker') },
  1: { label: 'Lender Dashboard', to: pagePaths.partnerDashboard('lender') },
  4: { label: 'Service Provider Dashboard', to: pagePaths.partnerDashboard('serviceprovider') },
};

export const FOOTER_PARTNER_LINKS: NavItem[] = [
  { label: 'Real Estate Agent', to: pagePaths.partnerLanding('realestate') },
  { label: 'Lender', to: pagePaths.partnerLanding('lender') },
  { label: 'Loan Broker', to: pagePaths.partnerLanding('loanbroker') },
  { label: 'Service Provider', to: pagePaths.partnerLanding('serviceprovider') },
];

/** Footer partner links need a signed-in user; otherwise they go to /login with the redirect set. */
export function partnerHref(to: string, signedIn: boolean): string {
  return signedIn ? to : pagePaths.login(to);
}
