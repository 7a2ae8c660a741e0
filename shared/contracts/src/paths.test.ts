import { matchPath } from 'react-router';
import { PARTNER_TYPES_TABLE, partnerTypeEntry } from './partnerTypes';
import { BUY_PLACE, citySlug, isSoldListingsPath, paths, savedSearchPlace } from './paths';

describe('page paths', () => {
  const listings = paths.search.listings;

  it('spells a city’s listings one way: upper-case state, hyphenated and encoded city', () => {
    expect(listings.href({ state: 'wa ', city: 'Mercer Island' })).toBe('/listings/city/WA/Mercer-Island');
    expect(listings.href({ state: 'MA', city: 'Cambridge' })).toBe('/listings/city/MA/Cambridge');
    expect(listings.href({ state: 'WA', city: 'Coeur d’Alene' })).toBe('/listings/city/WA/Coeur-d%E2%80%99Alene');
    expect(listings.href(BUY_PLACE)).toBe('/listings/city/WA/Bellevue');
    expect(listings.href()).toBe('/listings');
    expect(citySlug('  Sammamish  ')).toBe('Sammamish');
  });

  it('builds the sign-in page with an encoded same-origin redirect, or none', () => {
    expect(paths.auth.login.href('/listings/make-offer?mls=1&x=2')).toBe('/login?redirect=%2Flistings%2Fmake-offer%3Fmls%3D1%26x%3D2');
    expect(paths.auth.login.href()).toBe('/login');
    expect(paths.admin.login.href('/admin')).toBe('/admin/login?redirect=%2Fadmin');
  });

  it('builds addresses that the page’s own pattern reads back', () => {
    expect(matchPath(paths.listing.property.path, paths.listing.property.href('2100042'))?.params.mls).toBe('2100042');
    expect(matchPath(listings.path, listings.href({ state: 'WA', city: 'Mercer Island' }))?.params).toEqual({ parent: 'city', state: 'WA', city: 'Mercer-Island' });
    expect(matchPath(listings.path, listings.href({ state: 'WA', zip: '98004' }))?.params).toEqual({ parent: 'zip', state: 'WA', city: '98004' });
    expect(matchPath(paths.partner.dashboard.path, paths.partner.dashboard.href('lender'))?.params.kind).toBe('lender');
    expect(matchPath(paths.listing.scheduleTour.path, paths.listing.scheduleTour.href('2100042'))?.params.mls).toBe('2100042');
    expect(matchPath(paths.content.careersJob.path, paths.content.careersJob.href('VPofMarketing'))?.params.job).toBe('VPofMarketing');
    expect(listings.href({ zipcode: '98004' })).toBe('/listings?zipcode=98004');
    expect(paths.content.home.href(4)).toBe('/?tab=4');
    expect(paths.content.home.href()).toBe('/');
  });

  it('builds the request pages with the home they are about, or without one', () => {
    expect(paths.listing.makeOffer.href('2100042')).toBe('/listings/make-offer?mls=2100042');
    expect(paths.listing.makeOffer.href()).toBe('/listings/make-offer');
    expect(paths.listing.mortgageRequest.href()).toBe('/mortgage/request');
    expect(paths.listing.inspectionRequest.href('7')).toBe('/inspections/request?mls=7');
    expect(paths.listing.mortgageConfirm.href('r 1')).toBe('/mortgage/request/confirm?id=r+1');
  });

  it('builds the /listingsold mirror of every listings page (spec 2.1), which its pattern reads back', () => {
    const sold = { sold: true };
    expect(listings.href({ state: 'WA', city: 'Mercer Island' }, sold)).toBe('/listingsold/city/WA/Mercer-Island');
    expect(paths.search.soldListings.href({ state: 'wa', zip: '98004' })).toBe('/listingsold/zip/WA/98004');
    expect(listings.href({ zipcode: '98004' }, sold)).toBe('/listingsold?zipcode=98004');
    expect(listings.href({ state: 'WA', city: 'Bellevue' }, { sold: false })).toBe('/listings/city/WA/Bellevue');
    const cambridge = listings.href({ state: 'MA', city: 'Cambridge' }, sold);
    expect(matchPath(paths.search.soldListings.path, cambridge)?.params).toEqual({ parent: 'city', state: 'MA', city: 'Cambridge' });
    expect(matchPath(listings.path, cambridge)).toBeNull();
  });

  it('opens a saved search on its place’s listings page', () => {
    expect(listings.href(savedSearchPlace({ kind: 'city', name: 'Mercer Island', state: 'WA' }), { savedSearch: 's 1' })).toBe('/listings/city/WA/Mercer-Island?savedSearch=s+1');
    expect(listings.href(savedSearchPlace({ kind: 'zip', name: '98004', state: 'WA' }), { savedSearch: 's1' })).toBe('/listings/zip/WA/98004?savedSearch=s1');
    expect(listings.href(savedSearchPlace({ kind: 'area', name: '', state: '' }), { savedSearch: 's1' })).toBe('/listings?savedSearch=s1');
  });

  it('tells the sold mirror from the listings pages', () => {
    expect(isSoldListingsPath('/listingsold/city/WA/Redmond')).toBe(true);
    expect(isSoldListingsPath('/ListingSold')).toBe(true);
    expect(isSoldListingsPath('/listings/city/WA/Redmond')).toBe(false);
    expect(isSoldListingsPath('/listingsolder')).toBe(false);
  });

  it('spells each partner type’s pages once: number, URL kind, name and dashboard (spec 3)', () => {
    expect([1, 2, 3, 4].map((type) => partnerTypeEntry(type)?.kind)).toEqual(['lender', 'loanbroker', 'realestate', 'serviceprovider']);
    expect(partnerTypeEntry(1)).toMatchObject({ label: 'Lender', dashboardLabel: 'Lender Dashboard' });
    expect(partnerTypeEntry(3)?.dashboardLabel).toBe('Real Estate Dashboard');
    expect(partnerTypeEntry(5)).toBeUndefined();
    expect(PARTNER_TYPES_TABLE.map((entry) => paths.partner.dashboard.href(entry.kind))).toContain('/partner/serviceprovider/dashboard');
    expect(paths.partner.landing.href('loanbroker')).toBe('/partner/loanbroker');
  });

  it('builds each programme’s application steps, the inspector’s on pages of their own', () => {
    const step = paths.partner.applicationStep;
    expect(step.href('builder', 1)).toBe('/become-a-partner/builder/contact-info');
    expect(matchPath(step.path, step.href('loan-broker', 3))?.params).toEqual({ programme: 'loan-broker', step: 'additional-info' });
    expect(step.href('inspector', 1)).toBe('/inspections/inspector/inspector-info');
    expect(matchPath(step.path, step.href('inspector', 2))).toBeNull();
    expect(step.aliases).toContain(step.href('inspector', 3));
  });

  it('gives every page a pattern and a builder whose fixed address is its pattern', () => {
    for (const [group, pages] of Object.entries(paths)) {
      for (const [name, page] of Object.entries(pages)) {
        expect(`${group}.${name} ${typeof page.path} ${typeof page.href}`).toBe(`${group}.${name} string function`);
        if (page.href.length === 0 && !page.path.includes(':')) expect(page.href()).toBe(page.path);
      }
    }
  });
});
