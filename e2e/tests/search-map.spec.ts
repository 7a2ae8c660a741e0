import { expect, test, type Page } from '@playwright/test';
import { pointInBoundary } from '@homeward/domain';
import { apiPaths } from '@homeward/contracts';
import { acceptCookies, ALL_TYPES, API_HEADERS, apiSearch, expectNoSeriousA11yViolations, formatCount, resultTotal } from './search-support';
import { recordConsoleErrors } from '../support/site-helpers';

/** Shares of the map's pixels by colour, counted in the page from a screenshot (no image library needed). */
async function mapPixelShares(page: Page): Promise<{ road: number; land: number; label: number }> {
  // Homes, clusters, controls, the attribution and the search-as-it-moves toggle are covered, so what
  // is counted is the basemap itself.
  const map = page.getByTestId('search-map');
  const png = await map.screenshot({
    mask: [map.getByTestId('map-marker'), map.getByTestId('map-cluster'), map.locator('.maplibregl-ctrl'), map.getByText('Search as I move the map'), map.getByRole('checkbox')],
    maskColor: '#ff00ff',
  });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let road = 0;
    let land = 0;
    let label = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      // Streets are drawn white (minor) or yellow (major); land is a warm grey (#f3f0e8), or that grey
      // under the searched place's faint green fill (about #e5e7df).
      const near = (cr: number, cg: number, cb: number) => Math.abs(r - cr) < 4 && Math.abs(g - cg) < 4 && Math.abs(b - cb) < 4;
      if ((r > 250 && g > 250 && b > 250) || (r > 245 && g > 200 && b < 215 && r - b > 40)) road += 1;
      else if (near(0xf3, 0xf0, 0xe8) || near(0xe5, 0xe7, 0xdf)) land += 1;
      // Street and place names are the basemap's only dark grey (#3d3a35 on a white halo); its lines
      // and fills are all lighter or coloured.
      else if (Math.max(r, g, b) < 120 && Math.max(r, g, b) - Math.min(r, g, b) < 30) label += 1;
    }
    const total = data.length / 4;
    return { road: road / total, land: land / total, label: label / total };
  }, png.toString('base64'));
}

test.describe('search map and results that mean what they say', () => {
  test('Bellevue: the cards are inside the city, the count is the boundary count, nearby homes apart and labelled', { tag: '@phone' }, async ({ page, request, isMobile }) => {
    test.setTimeout(120_000);
    await acceptCookies(page);
    await page.goto('/listings/city/WA/Bellevue');
    const expected = await apiSearch(request, 'Bellevue, WA');
    const body = (await (await request.post('/api/v2/Listings/Search', { headers: API_HEADERS, data: { searchText: 'Bellevue, WA' } })).json()).data;
    expect(body.place.scope).toBe('boundary');
    const boundary = (await (await request.get(apiPaths.listingBoundary(body.place.boundaryId), { headers: API_HEADERS })).json()).data;
    for (const card of expected.data as unknown as Array<{ latitude: number; longitude: number }>) expect(pointInBoundary(card.latitude, card.longitude, boundary)).toBe(true);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${formatCount(expected.total)} homes in Bellevue, WA`);
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(20);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-mls')))).toEqual(expected.data.map((l) => l.mls));
    await expect(cards.first()).toContainText('sq ft');
    await expect(cards.first()).not.toContainText('sq fts');

    const nearby = page.getByTestId('nearby-link');
    await expect(nearby).toContainText('more homes nearby');
    await nearby.click();
    await expect(page).toHaveURL(/area=nearby/);
    const around = await apiSearch(request, 'Bellevue, WA', {}, 1, { area: 'nearby' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${formatCount(around.total)} homes near Bellevue, WA`);
    await expect(cards.first()).toHaveAttribute('data-mls', around.data[0].mls);
    await expect(cards.first().getByText('Nearby', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: /^Back to the .* homes in Bellevue, WA$/ }).click();
    await expect(resultTotal(page)).toHaveText(formatCount(expected.total));

    if (isMobile) {
      // The phone's map view: the map, its controls and attribution, with no serious accessibility problem.
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      await expect(page.getByTestId('search-map')).toBeVisible();
      await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('Natural Earth');
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('keyboard: zoom into a cluster to see its homes, pan to move the cards, and the view is in the address', async ({ page }) => {
    test.setTimeout(120_000);
    const outlines: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v2/Listings/Boundary/')) outlines.push(response.status());
    });
    await acceptCookies(page);
    await page.goto('/listings/city/WA/Seattle');
    const map = page.getByTestId('search-map');
    const cluster = map.getByTestId('map-cluster').first();
    await expect(cluster).toBeVisible({ timeout: 30_000 });
    const zoom = Number(await map.getAttribute('data-zoom'));
    const count = Number(await cluster.getAttribute('data-count'));

    // Enter on a cluster zooms into it: the map comes closer and smaller groups or single homes show.
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(zoom);
    await expect(page).toHaveURL(/view=/);
    await expect
      .poll(async () => {
        const counts = await map.getByTestId('map-cluster').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-count'))));
        return (await map.getByTestId('map-marker').count()) > 0 || Math.max(0, ...counts) < count;
      })
      .toBe(true);
    await expect(page.getByText(/in the map area/)).toBeVisible();

    // Arrow keys pan the focused map; the cards follow the map.
    const firstCard = await page.getByTestId('listing-card').first().getAttribute('data-mls');
    const view = new URL(page.url()).searchParams.get('view');
    const canvas = page.locator('.maplibregl-canvas');
    await canvas.focus();
    // Far enough (about a map's width) that the newest home in view is another one, wherever the cluster was.
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).not.toBe(view);
    await expect.poll(async () => page.getByTestId('listing-card').first().getAttribute('data-mls')).not.toBe(firstCard);
    // The map keeps the keyboard while its cards change.
    await expect(canvas).toBeFocused();
    await page.keyboard.press('-');
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeLessThan(Number(view?.split(',')[2]));
    // Seattle's outline came once, on its own: the searches of every zoom and pan did not carry it again.
    expect(outlines).toEqual([200]);

    // A shared link restores the view.
    const shared = page.url();
    const sharedView = new URL(shared).searchParams.get('view')!;
    await page.goto(shared);
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeCloseTo(Number(sharedView.split(',')[2]), 1);
    await expectNoSeriousA11yViolations(page);
  });

  test('Cambridge offline: streets and their names are drawn and the attribution names the sources', async ({ page }) => {
    test.setTimeout(90_000);
    const archive: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/basemap/') && response.url().endsWith('.pmtiles')) archive.push(response.status());
    });
    // A part of the map that failed to load or a failed request for the map's settings would show here.
    const consoleErrors = recordConsoleErrors(page);
    await acceptCookies(page);
    await page.goto('/listings/city/MA/Cambridge?view=42.3736,-71.1097,15');
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('City of Cambridge GIS');
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('OpenStreetMap contributors');
    // The archive is read in byte ranges (206), not downloaded whole.
    await expect.poll(() => archive.length).toBeGreaterThan(0);
    expect(archive.every((status) => status === 206)).toBe(true);
    await expect.poll(async () => (await mapPixelShares(page)).road, { timeout: 30_000 }).toBeGreaterThan(0.02);
    // Names are placed after the lines are drawn.
    await expect.poll(async () => (await mapPixelShares(page)).label, { timeout: 30_000 }).toBeGreaterThan(0.004);
    expect((await mapPixelShares(page)).land).toBeGreaterThan(0.05);
    expect(consoleErrors).toEqual([]);
  });

  test('home page bedrooms and year built reach the listings page, twice in one visit', async ({ page, request }) => {
    test.setTimeout(120_000);
    await acceptCookies(page);
    await page.goto('/?tab=1');
    const buy = page.getByRole('tabpanel', { name: 'Buy' });
    const search = async (beds: number, year: string) => {
      await buy.getByRole('button', { name: 'More bedrooms' }).click();
      await expect(buy.getByRole('group', { name: 'Bedrooms' }).getByRole('status')).toHaveText(`${beds}+`);
      await buy.getByLabel('Year built, from').selectOption(year);
      const form = buy.getByRole('search', { name: 'Search homes' });
      await form.getByRole('combobox', { name: 'Location' }).fill('Redmond, WA');
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/listings/city/WA/Redmond' && url.searchParams.get('year_built[low]') === year);
      // No home type picked on the home page: the search's default, houses (RESI, spec 3).
      const expected = await apiSearch(request, 'Redmond, WA', { beds: { low: beds }, year_built: { low: Number(year) }, listingTypes: ['RESI'] });
      const everyType = await apiSearch(request, 'Redmond, WA', { beds: { low: beds }, year_built: { low: Number(year) }, listingTypes: ALL_TYPES });
      expect(everyType.total).toBeGreaterThan(expected.total);
      await expect(resultTotal(page)).toHaveText(formatCount(expected.total));
    };
    await search(1, '1990');
    await page.goBack();
    await expect(buy.getByLabel('Year built, from')).toBeVisible();
    await search(2, '2005');
  });
});

test.describe('the offline basemap in a browser that keeps it in its cache', () => {
  // The desktop project presents itself as Chrome on Windows, where the archive's reader never
  // uses the HTTP cache; Chrome on Linux or macOS reads the archive through it.
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' });

  test('every part of the map arrives on a first visit and on the next, and the archive is sent to be kept', async ({ page }) => {
    test.setTimeout(90_000);
    const cambridge = '/listings/city/MA/Cambridge?view=42.3736,-71.1097,15';
    const consoleErrors = recordConsoleErrors(page);
    let ranges: { status: number; cacheControl: string }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.pmtiles')) ranges.push({ status: response.status(), cacheControl: response.headers()['cache-control'] ?? '' });
    });

    await acceptCookies(page);

    await page.goto(cambridge);
    await expect.poll(async () => (await mapPixelShares(page)).road, { timeout: 30_000 }).toBeGreaterThan(0.02);
    await page.waitForLoadState('networkidle');
    // A range the browser failed to read would leave part of the map blank (MapLibre reports it).
    expect(consoleErrors).toEqual([]);
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) expect(range).toEqual({ status: 206, cacheControl: 'public, max-age=31536000, immutable' });

    // The next visit reads what the cache kept. Which ranges that is, is the browser's choice:
    // Chromium does not always keep a range read while another range of the file was being written.
    ranges = [];
    await page.reload();
    await expect.poll(async () => (await mapPixelShares(page)).road, { timeout: 30_000 }).toBeGreaterThan(0.02);
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
});
