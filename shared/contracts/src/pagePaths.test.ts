import { matchPath } from 'react-router';
import { citySlug, isSoldListingsPath, pagePaths, pagePatterns, partnerPagePaths, partnerTypeEntry } from './pagePaths';

describe('page paths', () => {
  it('spells a city’s listings one way: upper-case state, hyphenated and encoded city', () => {
    expect(pagePaths.cityListings('wa ', 'Mercer Island')).toBe('/listings/city/WA/Mercer-Island');
    expect(pagePaths.cityListings('MA', 'Cambridge')).toBe('/listings/city/MA/Cambridge');
    expect(pagePaths.cityListings('WA', 'Coeur d’Alene')).toBe('/listings/city/WA/Coeur-d%E2%80%99Alene');
    expect(citySlug('  Sammamish  ')).toBe('Sammamish');
  });

  it('builds the sign-in page with an encoded same-origin redirect, or none', () => {
    expect(pagePaths.login('/listings/make-offer?mls=1&x=2')).toBe('/login?redirect=%2Flistings%2Fmake-offer%3Fmls%3D1%26x%3D2');
    expect(pagePaths.login()).toBe('/login');
    expect(pagePaths.adminLogin('/admin')).toBe('/admin/login?redirect=%2Fadmin');
  });

  it('builds addresses that the matching pattern reads back', () => {
    expect(matchPath(pagePatterns.property, pagePaths.property('2100042'))?.params.mls).toBe('2100042');
    const city = matchPath(pagePatterns.listings, pagePaths.cityListings('WA', 'Mercer Island'))!;
    expect(city.params).toEqual({ parent: 'city', state: 'WA', city: 'Mercer-Island' });
    expect(matchPath(pagePatterns.listings, pagePaths.zipListings('WA', '98004'))?.params).toEqual({ parent: 'zip', state: 'WA', city: '98004' });
    expect(matchPath(pagePatterns.partnerDashboard, pagePaths.partnerDashboard('lender'))?.params.kind).toBe('lender');
    expect(pagePaths.zipcodeListings('98004')).toBe('/listings?zipcode=98004');
    expect(pagePaths.home(4)).toBe('/?tab=4');
  });

  it('builds the /listingsold mirror of every listings page (spec 2.1), which its pattern reads back', () => {
    const sold = { sold: true };
    expect(pagePaths.cityListings('WA', 'Mercer Island', sold)).toBe('/listingsold/city/WA/Mercer-Island');
    expect(pagePaths.zipListings('wa', '98004', sold)).toBe('/listingsold/zip/WA/98004');
    expect(pagePaths.zipcodeListings('98004', sold)).toBe('/listingsold?zipcode=98004');
    expect(pagePaths.cityListings('WA', 'Bellevue', { sold: false })).toBe('/listings/city/WA/Bellevue');
    expect(matchPath(pagePatterns.soldListings, pagePaths.cityListings('MA', 'Cambridge', sold))?.params).toEqual({ parent: 'city', state: 'MA', city: 'Cambridge' });
    expect(matchPath(pagePatterns.listings, pagePaths.cityListings('MA', 'Cambridge', sold))).toBeNull();
  });

  it('tells the sold mirror from the listings pages', () => {
    expect(isSoldListingsPath('/listingsold/city/WA/Redmond')).toBe(true);
    expect(isSoldListingsPath('/ListingSold')).toBe(true);
    expect(isSoldListingsPath('/listings/city/WA/Redmond')).toBe(false);
    expect(isSoldListingsPath('/listingsolder')).toBe(false);
  });

  it('spells each partner type’s pages once: number, URL kind, name and dashboard (spec 3)', () => {
    expect([1, 2, 3, 4].map((type) => partnerTypeEntry(type)?.kind)).toEqual(['lender', 'loanbroker', 'realestate', 'serviceprovider']);
    expect(partnerTypeEntry(1)).toMatchObject({ label: 'Lender', dashboardLabel: 'Lender Dashboard', dashboard: '/partner/lender/dashboard' });
    expect(partnerTypeEntry(3)?.dashboardLabel).toBe('Real Estate Dashboard');
    expect(partnerTypeEntry(5)).toBeUndefined();
    expect(pagePaths.partnerDashboard('serviceprovider')).toBe('/partner/serviceprovider/dashboard');
    expect(pagePaths.partnerLanding('loanbroker')).toBe('/partner/loanbroker');
  });

  it('builds each programme’s application steps, the inspector’s on pages of their own', () => {
    expect(partnerPagePaths.applicationStep('builder', 1)).toBe('/become-a-partner/builder/contact-info');
    expect(matchPath(pagePatterns.partnerApplicationStep, partnerPagePaths.applicationStep('loan-broker', 3))?.params).toEqual({ programme: 'loan-broker', step: 'additional-info' });
    expect(partnerPagePaths.applicationStep('inspector', 1)).toBe('/inspections/inspector/inspector-info');
    expect(matchPath(pagePatterns.partnerApplicationStep, partnerPagePaths.applicationStep('inspector', 2))).toBeNull();
  });
});
