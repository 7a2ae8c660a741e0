import { expect, test } from '@playwright/test';
import { acceptCookies, apiSearch, expectNoSeriousA11yViolations, formatCount, locationField, resultTotal } from './search-support';

test.describe('city search on the map + list page', () => {
  test('Bell → Bellevue, WA: cards, markers, pages and a beds filter agree with the API', { tag: '@phone' }, async ({ page, request, isMobile }) => {
    test.setTimeout(120_000);
    await acceptCookies(page);
    await page.goto('/listings');
    const location = await locationField(page);
    await location.fill('Bell');
    const bellevue = page.getByRole('option', { name: /^Bellevue, WA/ }).first();
    await expect(bellevue).toBeVisible();
    await bellevue.click();
    await expect(page).toHaveURL(/\/listings\/city\/WA\/Bellevue$/);

    const expected = await apiSearch(request, 'Bellevue, WA');
    expect(expected.total).toBeGreaterThan(20);
    await expect(resultTotal(page)).toHaveText(formatCount(expected.total));
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toHaveAttribute('data-mls', expected.data[0].mls);
    // The list says where its facts come from and which are samples.
    await expect(page.getByText(/^Sizes, rooms, year built and past sales come from King County sales records/)).toContainText(
      'Listing status, open houses, photos and agents are sample values',
    );

    // The map shows every match: the clusters and single homes it draws add up to all of them once zoomed out.
    if (isMobile) await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByTestId('search-map');
    await expect(map).toBeVisible();
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 3; i++) {
      const before = Number(await map.getAttribute('data-zoom'));
      await zoomOut.click();
      await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeLessThan(before);
    }
    const drawn = () =>
      map.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('[data-testid="map-cluster"], [data-testid="map-marker"]')].reduce((sum, el) => sum + Number(el.dataset.count ?? 1), 0),
      );
    // Against the API's count as the map drew: other tests list homes in Bellevue while this one runs.
    await expect.poll(async () => (await drawn()) - (await apiSearch(request, 'Bellevue, WA')).total).toBe(0);
    await expect(page.getByTestId('marker-count')).toHaveText(String(await drawn()), { useInnerText: false });
    if (isMobile) await page.getByRole('button', { name: 'List', exact: true }).click();
    // Zooming out moved the map: the cards now page through what is in view, so go back to the place's first view.
    await page.goto('/listings/city/WA/Bellevue');
    await expect(cards.first()).toHaveAttribute('data-mls', expected.data[0].mls);

    // Page 2 is the next 20 by days on market.
    const second = await apiSearch(request, 'Bellevue, WA', {}, 2);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).toHaveAttribute('data-mls', second.data[0].mls);
    await expect(cards).toHaveCount(20);
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-mls')))).toEqual(second.data.map((l) => l.mls));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Three or more bedrooms: the count becomes what the API says, starting again from page 1.
    const threeBeds = await apiSearch(request, 'Bellevue, WA', { beds: { low: 3 } });
    expect(threeBeds.total).toBeLessThan(expected.total);
    if (isMobile) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const screen = page.getByRole('dialog', { name: 'What else is important for your home search?' });
      for (let i = 0; i < 3; i++) await screen.getByRole('button', { name: 'More bedrooms' }).click();
      await screen.getByRole('button', { name: 'Search' }).click();
    } else {
      await page.getByRole('button', { name: 'Beds & baths' }).click();
      for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'More bedrooms' }).click();
      await expect(page.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveAttribute('aria-valuetext', '3+ bedrooms');
      await page.keyboard.press('Escape');
    }
    await expect(resultTotal(page)).toHaveText(formatCount(threeBeds.total));
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByTestId('marker-count')).toHaveText(String(threeBeds.total), { useInnerText: false });
    expect(await page.evaluate(() => localStorage.getItem('filterBed'))).toBe('3');

    await expectNoSeriousA11yViolations(page);
  });

  test('the map pans and zooms from the keyboard', async ({ page, isMobile }) => {
    test.setTimeout(90_000);
    await acceptCookies(page);
    await page.goto('/listings/city/WA/Kirkland');
    if (isMobile) await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('aria-label', /Map of Kirkland, WA: \d+ homes/);
    const canvas = page.locator('.maplibregl-canvas');
    await expect(canvas).toBeVisible();
    const zoom = Number(await map.getAttribute('data-zoom'));
    await canvas.focus();
    await page.keyboard.press('+');
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeCloseTo(zoom + 1, 1);
    await page.keyboard.press('-');
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeCloseTo(zoom, 1);
    // An arrow key pans: the view in the address moves east.
    await expect(page).toHaveURL(/view=/);
    const lng = () => Number(new URL(page.url()).searchParams.get('view')?.split(',')[1]);
    const before = lng();
    await page.keyboard.press('ArrowRight');
    await expect.poll(lng).toBeGreaterThan(before);
    await expectNoSeriousA11yViolations(page);
  });
});
