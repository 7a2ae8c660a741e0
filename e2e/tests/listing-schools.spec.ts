import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptCookies, API_HEADERS, apiSearch } from './search-support';

/** A home of the place's first page whose property answer has the given kind of schools. */
async function homeWithSchools(request: APIRequestContext, place: string, kind: 'assigned' | 'sample') {
  const answer = await apiSearch(request, place);
  for (const { mls } of answer.data) {
    const detail = (await (await request.get(`/api/v2/Listings/${mls}`, { headers: API_HEADERS })).json()).data;
    if (detail.schoolsSource.kind === kind) return detail as { mls: string; schools: Array<{ name: string; level: string }> };
  }
  throw new Error(`no home with ${kind} schools on the first page of ${place}`);
}

test('a Seattle home lists its assigned schools with the data source and year; elsewhere the schools say they are samples', async ({ page, request }) => {
  const seattle = await homeWithSchools(request, 'Seattle, WA', 'assigned');
  await acceptCookies(page);
  await page.goto(`/home/${seattle.mls}`);
  const schools = page.getByRole('region', { name: 'Schools' });
  await expect(schools.getByText('Assigned schools for this address from the Seattle Public Schools attendance areas, 2015–16 (CC0).')).toBeVisible();
  await expect(schools.getByText(/Ratings are sample values/)).toBeVisible();
  const tabs = schools.getByRole('tablist', { name: 'School level' });
  for (const level of ['Elementary', 'Middle', 'High']) {
    await tabs.getByRole('tab', { name: level }).click();
    const school = seattle.schools.find((s) => s.level === level)!;
    await expect(schools.getByText(school.name, { exact: true })).toBeVisible();
  }
  await expect(schools.getByText(/^Sample schools/)).toHaveCount(0);

  const bellevue = await homeWithSchools(request, 'Bellevue, WA', 'sample');
  await page.goto(`/home/${bellevue.mls}`);
  const sample = page.getByRole('region', { name: 'Schools' });
  await expect(sample.getByText('Sample schools: the names, ratings and distances are sample values, not real schools.')).toBeVisible();
  await expect(sample.getByText(/Seattle Public Schools/)).toHaveCount(0);
});
