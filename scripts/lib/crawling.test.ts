import { contentPages, homePages, robotsTxt, sitemapIndexXml, urlsetXml } from './crawling';

const routes = [
  { path: '/', guard: 'public', layout: 'default', title: 'Home' },
  { path: '/about', guard: 'public', layout: 'default', title: 'About Homeward' },
  { path: '/account', guard: 'private', layout: 'default', title: 'Account settings' },
  { path: '/admin/requests', guard: 'admin', layout: 'dashboard' },
  { path: '/partner/:kind/dashboard', guard: 'private', layout: 'dashboard' },
  { path: '/become-a-partner/:programme/:step', guard: 'private', layout: 'default' },
  { path: '/become-a-partner/sections/Agent', guard: 'public', layout: 'default', title: 'Agents' },
  { path: '/listings/make-offer', guard: 'public', layout: 'default', title: 'Make an offer', noindex: true },
  { path: '/home/:mls?', guard: 'public', layout: 'default' },
  { path: '/widgets', guard: 'public', layout: 'bare', title: 'Widgets' },
] as const;

describe('robots.txt', () => {
  const text = robotsTxt(routes, 'https://homeward.example');

  it('disallows pages behind sign-in, admin, partner dashboards and request flows, and names the sitemap', () => {
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /account$');
    expect(text).toContain('Disallow: /admin/requests$');
    expect(text).toContain('Disallow: /partner/*/dashboard$');
    expect(text).toContain('Disallow: /listings/make-offer$');
    expect(text).toContain('Sitemap: https://homeward.example/sitemap.xml');
    expect(text).not.toMatch(/Disallow: \/about|Disallow: \/home|Disallow: \/$/m);
  });

  it('allows a public page that a disallowed pattern would also cover', () => {
    expect(text).toContain('Disallow: /become-a-partner/*/*$');
    expect(text).toContain('Allow: /become-a-partner/sections/Agent$');
    expect(text).not.toContain('Allow: /about');
  });
});

describe('sitemaps', () => {
  it('index the content pages, the places and one file of homes per 50,000', () => {
    const index = sitemapIndexXml(50_001, 'https://homeward.example');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://homeward.example/sitemaps/pages.xml</loc>',
      '<loc>https://homeward.example/sitemaps/places.xml</loc>',
      '<loc>https://homeward.example/sitemaps/homes-1.xml</loc>',
      '<loc>https://homeward.example/sitemaps/homes-2.xml</loc>',
    ]);
    expect(sitemapIndexXml(0, 'https://homeward.example')).not.toContain('homes-1');
  });

  it('list the public titled pages with fixed addresses', () => {
    expect(contentPages(routes).map((page) => page.path)).toEqual(['/', '/about', '/become-a-partner/sections/Agent']);
  });

  it('list each home at its address form with the day it was listed, escaped', () => {
    const xml = urlsetXml(homePages([{ mls: '2100716', state: 'WA', city: 'Bellevue', address: '15564 Summit St', unit: null, lastmod: '2026-03-01' }]), 'https://homeward.example');
    expect(xml).toContain('<url><loc>https://homeward.example/WA/bellevue/15564-summit-st/home/2100716</loc><lastmod>2026-03-01</lastmod></url>');
    expect(urlsetXml([{ path: '/a?b=1&c=2' }], 'https://homeward.example')).toContain('<loc>https://homeward.example/a?b=1&amp;c=2</loc>');
  });
});
