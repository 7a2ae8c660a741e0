import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptCookies } from '../support/site-helpers';
import { activeListing, type TestListing } from '../support/listings';
import { CLIENT_HEADERS } from '../support/session';

// What search engines and shared links read: each page's head in its HTML, one canonical address
// per home, schema.org data, sitemaps, real status codes; and what a screen-reader user hears after
// a client-side change of page.

let listing: TestListing;

test.beforeAll(async ({ request }) => {
  listing = await activeListing(request, 'Bellevue, WA');
});

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]+)">/);
const titleOf = (html: string) => attribute(html, /<title>([^<]*)<\/title>/);
interface JsonLd {
  '@type': string;
  offers: Record<string, unknown>;
  mainEntity: { address: Record<string, unknown>; geo: Record<string, unknown> };
  itemListElement: { name: string }[];
}
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd);
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function apiListing(request: APIRequestContext, mls: string) {
  const response = await request.get(`/api/v2/Listings/${mls}`, { headers: CLIENT_HEADERS });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { listingPrice: number; address: string; city: string; state: string; zipcode: string; latitude: number; longitude: number };
}

test('a home’s three addresses: the address form is canonical, the others point to it; its schema.org data is the API’s', async ({ request, baseURL }) => {
  const home = await apiListing(request, listing.mls);
  const forms = [`/home/${listing.mls}`, `/listingdetails/${listing.state}/${listing.mls}`];
  // A renderer that has just started may give up on its first page (the page is then sent undrawn, with no canonical address).
  let canonical = '';
  await expect
    .poll(async () => (canonical = canonicalOf(await (await request.get(forms[0]!)).text()) ?? ''), { timeout: 20_000 })
    .toMatch(/\/home\/\d+$/);
  expect(canonical).toMatch(new RegExp(`^${baseURL}/${listing.state}/[a-z0-9-]+/[a-z0-9-]+/home/${listing.mls}$`));
  const addressForm = new URL(canonical).pathname;

  for (const path of [addressForm, ...forms]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html), path).toBe(canonical);
    expect(titleOf(html), path).toBe(`${home.address}, ${home.city}, ${home.state} ${home.zipcode} – $${home.listingPrice.toLocaleString('en-US')} | Homeward`);
  }
  // A query that does not change the page stays out of its canonical address.
  expect(canonicalOf(await (await request.get(`${addressForm}?utm_source=mail`)).text())).toBe(canonical);

  const html = await (await request.get(addressForm)).text();
  expect(attribute(html, /<meta property="og:image" content="([^"]+)">/)).toBe(new URL(listing.photos[0]!, baseURL).href);
  expect(attribute(html, /<meta property="product:price:amount" content="([^"]+)">/)).toBe(String(home.listingPrice));
  expect(attribute(html, /<meta name="twitter:card" content="([^"]+)">/)).toBe('summary_large_image');
  const [data, breadcrumbs] = jsonLdOf(html);
  expect(data!['@type']).toBe('RealEstateListing');
  expect(data!.offers).toMatchObject({ '@type': 'Offer', price: home.listingPrice, priceCurrency: 'USD' });
  expect(data!.mainEntity.address).toMatchObject({ streetAddress: home.address, addressLocality: home.city, addressRegion: home.state, postalCode: home.zipcode });
  expect(data!.mainEntity.geo).toEqual({ '@type': 'GeoCoordinates', latitude: home.latitude, longitude: home.longitude });
  expect(breadcrumbs!.itemListElement.map((item) => item.name)).toEqual(['Washington', `${home.city}, ${home.state}`, home.address]);
});

test('a city’s page is titled by place and count, with its first home’s photo to share; fixed pages have their own titles', async ({ request }) => {
  // A renderer that has just started may give up on its first page, which is then sent undrawn with the site's title.
  let html = '';
  await expect
    .poll(async () => titleOf((html = await (await request.get('/listings/city/WA/Bellevue')).text())), { timeout: 30_000 })
    .toMatch(/^[\d,]+ homes for sale in Bellevue, WA \| Homeward$/);
  expect(canonicalOf(html)).toMatch(/\/listings\/city\/WA\/Bellevue$/);
  expect(attribute(html, /<meta property="og:image" content="([^"]+)">/)).toMatch(/\/api\/v2\/media\/listing\/\d+\/1\.webp\?w=640$/);
  const about = await (await request.get('/about')).text();
  expect(titleOf(about)).toBe('About Homeward | Homeward');
  expect(attribute(about, /<meta property="og:image" content="([^"]+)">/)).toMatch(/\/share-card\.png$/);
  expect(titleOf(await (await request.get('/')).text())).toBe('Homeward: homes for sale in Washington and Massachusetts');
});

test('sitemap.xml lists every home for sale once; 50 of them, picked at random, answer 200', async ({ request }) => {
  test.setTimeout(180_000);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = locsOf(await index.text());
  expect(files.some((file) => file.endsWith('/sitemaps/pages.xml'))).toBe(true);
  expect(files.some((file) => file.endsWith('/sitemaps/places.xml'))).toBe(true);
  const homeFiles = files.filter((file) => /\/sitemaps\/homes-\d+\.xml$/.test(file));
  expect(homeFiles.length).toBeGreaterThan(0);
  const homes: string[] = [];
  for (const file of homeFiles) homes.push(...locsOf(await (await request.get(new URL(file).pathname)).text()));
  const { total } = (await (await request.get('/api/v2/sitemap/homes')).json()).data as { total: number };
  expect(homes.length).toBe(total);
  expect(new Set(homes).size).toBe(homes.length);
  expect(new Set(homes.map((home) => home.split('/home/')[1])).size).toBe(homes.length);

  const picked = [...homes].sort(() => Math.random() - 0.5).slice(0, 50);
  for (const home of picked) {
    const response = await request.get(new URL(home).pathname, { maxRedirects: 0 });
    expect(response.status(), home).toBe(200);
    // Drawn in time, the page names itself as canonical (undrawn, it names none).
    expect([home, undefined], home).toContain(canonicalOf(await response.text()));
  }
  const places = locsOf(await (await request.get('/sitemaps/places.xml')).text());
  expect(places.some((place) => place.endsWith('/listings/city/WA/Bellevue'))).toBe(true);
});

test('robots.txt, the favicon, the touch icon and the manifest are served', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/account\$$/m);
  expect(robots).toMatch(/^Disallow: \/listings\/make-offer\$$/m);
  expect(robots).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  for (const [path, type] of [
    ['/favicon.ico', 'image/'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/share-card.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Homeward', start_url: '/' });
  // Pages name the .ico alone as their tab icon: an SVG one costs every load an SVG document on the main thread.
  for (const path of ['/', '/listings/city/WA/Bellevue']) {
    const html = await (await request.get(path)).text();
    const icons = [...html.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map(([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1]);
    expect(icons, path).toEqual(['/favicon.ico']);
  }
  expect(manifest.icons).toContainEqual(expect.objectContaining({ src: '/icon.svg', type: 'image/svg+xml' }));
});

test.describe('pages with nothing at their address', () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test('an unknown home answers 404 with the page a visitor sees', async ({ page }) => {
    const response = await page.goto('/home/99999999999');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: "We can't find home MLS #99999999999" })).toBeVisible();
    // Search engines are told not to list it.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an unknown blog post answers 404 with every post to choose from', async ({ page }) => {
    const response = await page.goto('/blog/posts/does-not-exist');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that post' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Blog', exact: true }).first()).toBeVisible();
  });
});

test('home → search → property by keyboard: the focus lands on each page’s heading and the title changes', async ({ page }) => {
  // The search page draws its map in software here: slow on a busy machine.
  test.setTimeout(150_000);
  await acceptCookies(page);
  await page.goto('/');
  await expect(page).toHaveTitle('Homeward: homes for sale in Washington and Massachusetts');
  const focusedHeading = () => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));

  const city = page.locator('#main a[href="/listings/city/WA/Bellevue"]').first();
  await city.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/listings\/city\/WA\/Bellevue$/, { timeout: 30_000 });
  await expect(page).toHaveTitle(/^[\d,]+ homes for sale in Bellevue, WA \| Homeward$/);
  await expect.poll(focusedHeading, { timeout: 30_000 }).toMatch(/Bellevue, WA/);
  await expect(page.locator('#page-announcer')).toHaveText(/Bellevue, WA \| Homeward$/);

  const card = page.getByRole('heading', { level: 3 }).first().getByRole('link');
  await expect(card).toBeVisible();
  const street = (await card.textContent())!;
  await card.focus();
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/\d+$/, { timeout: 30_000 });
  await expect(page).toHaveTitle(/ – \$[\d,]+ \| Homeward$/);
  await expect.poll(focusedHeading, { timeout: 30_000 }).toContain(street.split(' ').slice(0, 2).join(' '));
  await expect(page.locator('#page-announcer')).toHaveText(/ – \$[\d,]+ \| Homeward$/);
});
