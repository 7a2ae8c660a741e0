import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, ALL_TYPES, apiSearch, expectNoSeriousA11yViolations, formatCount, resultTotal } from './search-support';

async function openFilterPanel(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'What else is important for your home search?' }).getByRole('button', { name: 'All filters' }).click();
  } else {
    await page.getByRole('button', { name: /^All filters/ }).click();
  }
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('filter panel', () => {
  test("'See N Homes' is the count after confirming, and Reset restores the defaults", { tag: '@phone' }, async ({ page, request, isMobile }) => {
    test.slow(true, 'scans the whole search page for accessibility twice');
    await acceptCookies(page);
    await page.goto('/listings/city/WA/Bellevue?price[high]=1500000');
    const start = await apiSearch(request, 'Bellevue, WA', { price: { high: 1500000 } });
    await expect(resultTotal(page)).toHaveText(formatCount(start.total));

    const panel = await openFilterPanel(page, isMobile);
    for (const section of ['Home type', 'Price Range', 'Square ft', 'Year built', 'Max HOA fees', 'Status', 'School rating', 'Time on the site', 'Open house only', 'New construction only']) {
      await expect(panel.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('spinbutton', { name: 'Bedrooms' })).toBeVisible();
    await expect(panel.getByRole('spinbutton', { name: 'Bathrooms' })).toBeVisible();

    await panel.getByRole('button', { name: 'More bedrooms' }).click();
    await panel.getByRole('button', { name: 'More bedrooms' }).click();
    await panel.getByRole('button', { name: 'More bathrooms' }).click();
    await panel.getByRole('button', { name: 'More bathrooms' }).click();
    // A first visit searches houses (RESI, spec 3); add condos.
    await expect(panel.getByRole('checkbox', { name: 'Land', exact: true })).not.toBeChecked();
    await panel.getByRole('checkbox', { name: 'Condo', exact: true }).check();
    await panel.getByRole('combobox', { name: 'Minimum school rating', exact: true }).selectOption({ label: '5 +' });

    const types = ['RESI', 'COND'];
    const expected = await apiSearch(request, 'Bellevue, WA', { price: { high: 1500000 }, beds: { low: 2 }, baths: { low: 2 }, listingTypes: types, minSchoolRating: 5 });
    const see = panel.getByRole('button', { name: `See ${formatCount(expected.total)} Homes` });
    await expect(see).toBeVisible();
    await see.click();

    await expect(panel).toBeHidden();
    await expect(resultTotal(page)).toHaveText(formatCount(expected.total));
    // Spec 2.7: a city search replaces the route with listings/city/{state}/{city}.
    await expect(page).toHaveURL(/\/listings\/city\/WA\/Bellevue$/);
    expect(await page.evaluate(() => [localStorage.getItem('filterBed'), localStorage.getItem('filterBath'), localStorage.getItem('filterMax')])).toEqual(['2', '2', '1500000']);

    // The choices persist into the next visit.
    await page.reload();
    await expect(resultTotal(page)).toHaveText(formatCount((await apiSearch(request, 'Bellevue, WA', { price: { high: 1500000 }, beds: { low: 2 }, baths: { low: 2 }, listingTypes: types })).total));

    const again = await openFilterPanel(page, isMobile);
    await expectNoSeriousA11yViolations(page);
    await again.getByRole('button', { name: 'Reset' }).click();
    await expect(again.getByRole('spinbutton', { name: 'Bedrooms' })).toHaveAttribute('aria-valuenow', '0');
    await expect(again.getByRole('spinbutton', { name: 'Bathrooms' })).toHaveAttribute('aria-valuenow', '0');
    for (const type of ['House', 'Condo', 'Townhouse', 'Multi-family', 'Land', 'Manufactured']) await expect(again.getByRole('checkbox', { name: type, exact: true })).toBeChecked();
    await expect(again.getByRole('radio', { name: 'Active' })).toBeChecked();
    await expect(again.getByRole('combobox', { name: 'Minimum price', exact: true })).toHaveValue('');
    await expect(again.getByRole('combobox', { name: 'Maximum price', exact: true })).toHaveValue('999999');
    await expect(again.getByRole('combobox', { name: 'Max HOA fees', exact: true })).toHaveValue('999999');
    await expect(again.getByRole('combobox', { name: 'Time on the site', exact: true })).toHaveValue('999999');
    await expect(again.getByRole('combobox', { name: 'Minimum school rating', exact: true })).toHaveValue('');
    await expect(again.getByRole('switch', { name: 'Only homes with an open house' })).not.toBeChecked();
    await expect(again.getByRole('switch', { name: 'Only new construction' })).not.toBeChecked();
    const everything = await apiSearch(request, 'Bellevue, WA', { listingTypes: ALL_TYPES });
    await again.getByRole('button', { name: `See ${formatCount(everything.total)} Homes` }).click();
    await expect(resultTotal(page)).toHaveText(formatCount(everything.total));
  });

  test('open house and sold filters', async ({ page, request, isMobile }) => {
    test.setTimeout(90_000);
    await acceptCookies(page);
    await page.goto('/listings/city/WA/Seattle');
    const panel = await openFilterPanel(page, isMobile);
    await panel.getByRole('switch', { name: 'Only homes with an open house' }).check();
    await panel.getByRole('radio', { name: 'Pick a date' }).check();
    await expect(panel.getByLabel('Open house date')).toBeVisible();
    await panel.getByRole('switch', { name: 'Only homes with an open house' }).uncheck();
    await expect(panel.getByRole('radio', { name: 'Pick a date' })).toBeHidden();

    await panel.getByRole('radio', { name: 'Sold in last 90 days' }).check();
    const sold = await apiSearch(request, 'Seattle, WA', { listingStatuses: ['SoldLast90'] });
    await panel.getByRole('button', { name: `See ${formatCount(sold.total)} Homes` }).click();
    await expect(resultTotal(page)).toHaveText(formatCount(sold.total));
    if (sold.total > 0) await expect(page.getByTestId('listing-card').first().getByText('Sold', { exact: true })).toBeVisible();

    // The /listingsold mirror (spec 2.1) of a listings page a visitor has not filtered shows the homes sold in the last 180 days.
    await page.goto('/listingsold/city/WA/Redmond');
    const soldHere = await apiSearch(request, 'Redmond, WA', { listingStatuses: ['SoldLast180'] });
    expect(soldHere.total).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${formatCount(soldHere.total)} sold homes in Redmond, WA`);
    await expect(page.getByTestId('listing-card').first().getByText('Sold', { exact: true })).toBeVisible();
  });
});
