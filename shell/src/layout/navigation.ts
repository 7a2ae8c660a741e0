/** Spec 2.4: the nav bar's and footer's product links go to the home page tabs 0–4; Buy goes to Bellevue, WA. */
export const BUY_PATH = '/listings/city/WA/Bellevue';

export interface NavItem {
  label: string;
  to: string;
}

export function homeTab(tab: number): string {
  return `/?tab=${tab}`;
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
  3: { label: 'Real Estate Dashboard', to: '/partner/realestate/dashboard' },
  2: { label: 'Loan Broker Dashboard', to: '/partner/loanbroker/dashboard' },
  1: { label: 'Lender Dashboard', to: '/partner/lender/dashboard' },
  4: { label: 'Service Provider Dashboard', to: '/partner/serviceprovider/dashboard' },
};

export const FOOTER_PARTNER_LINKS: NavItem[] = [
  { label: 'Real Estate Agent', to: '/partner/realestate' },
  { label: 'Lender', to: '/partner/lender' },
  { label: 'Loan Broker', to: '/partner/loanbroker' },
  { label: 'Service Provider', to: '/partner/serviceprovider' },
];

/** Footer partner links need a signed-in user; otherwise they go to /login with the redirect set. */
export function partnerHref(to: string, signedIn: boolean): string {
  return signedIn ? to : `/login?redirect=${encodeURIComponent(to)}`;
}

export const SUPPORT_EMAIL = 'support@homeward.example';
