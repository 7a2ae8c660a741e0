import { BUY_PATH, navItems, partnerHref } from './navigation';

describe('nav bar items (spec 2.4)', () => {
  it('shows Learn, Buy and Sell on the home page', () => {
    expect(navItems(true, false).map((i) => i.label)).toEqual(['Learn', 'Buy', 'Sell']);
  });

  it('shows Learn, Buy, Get Loan, Home Info and Sell elsewhere when signed out', () => {
    expect(navItems(false, false).map((i) => i.label)).toEqual(['Learn', 'Buy', 'Get Loan', 'Home Info', 'Sell']);
  });

  it('says My Home when signed in', () => {
    expect(navItems(false, true).map((i) => i.label)).toContain('My Home');
  });

  it('links the items to home tabs 0 to 4, and Buy to Bellevue, WA', () => {
    expect(navItems(false, true).map((i) => i.to)).toEqual(['/?tab=0', BUY_PATH, '/?tab=2', '/?tab=3', '/?tab=4']);
    expect(BUY_PATH).toBe('/listings/city/WA/Bellevue');
  });

  it('sends signed-out partners to /login with the redirect set', () => {
    expect(partnerHref('/partner/lender', false)).toBe('/login?redirect=%2Fpartner%2Flender');
    expect(partnerHref('/partner/lender', true)).toBe('/partner/lender');
  });
});
