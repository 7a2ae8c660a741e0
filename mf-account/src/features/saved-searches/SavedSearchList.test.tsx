import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_NAME_ERROR, type SavedSearch } from '@homeward/contracts';
import { answerApi, apiReply, renderAccount, signedInForEachTest } from '../../shared/testing';
import { SavedSearchList } from './SavedSearchList';

const WAIT = { timeout: 10_000 };
jest.setTimeout(20_000);

const search = (changes: Partial<SavedSearch> = {}): SavedSearch => ({
  id: '5b0f3c2e-8a51-4d0e-9a43-2f1f0f6f7a10',
  name: 'Bellevue, WA · up to $900k',
  search: {
    searchText: 'Bellevue, WA',
    area: 'place',
    viewport: null,
    sort: 'daysOnMarket',
    criteria: {
      price: { high: 900_000 },
      beds: {},
      baths: {},
      square_feet: {},
      year_built: {},
      homeowner_due: {},
      minSchoolRating: null,
      daysOnMarket: null,
      listingTypes: ['RESI'],
      listingStatuses: ['A'],
      openHouse: { only: false, when: 'Any', customDate: null },
      newConstruction: null,
    },
  },
  placeLabel: 'Bellevue, WA',
  place: { kind: 'city', name: 'Bellevue', state: 'WA' },
  frequency: 'instant',
  paused: false,
  createdAt: '2026-11-28T06:00:00.000Z',
  updatedAt: '2026-11-28T06:00:00.000Z',
  lastVisitedAt: null,
  newSinceLastVisit: 2,
  ...changes,
});

function renderList(items: SavedSearch[]) {
  let current = items;
  const calls = answerApi(({ method, body }) => {
    if (method === 'PATCH') {
      current = current.map((s) => ({ ...s, ...body }));
      return apiReply(current[0]);
    }
    if (method === 'DELETE') {
      current = [];
      return apiReply({ id: items[0].id, deleted: true });
    }
    return apiReply({ items: current });
  });
  renderAccount(<SavedSearchList />);
  return calls;
}

describe('saved searches in the account', () => {
  signedInForEachTest();

  it('lists a search with what is new, a link to its results, and changes how often it writes', async () => {
    const calls = renderList([search()]);
    const item = await screen.findByRole('listitem', {}, WAIT);
    expect(within(item).getByRole('heading', { name: 'Bellevue, WA · up to $900k' })).toBeInTheDocument();
    expect(within(item).getByText('Bellevue, WA · 2 homes new since your last visit')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open the results of Bellevue, WA · up to $900k' })).toHaveAttribute(
      'href',
      '/listings/city/WA/Bellevue?savedSearch=5b0f3c2e-8a51-4d0e-9a43-2f1f0f6f7a10',
    );
    await userEvent.selectOptions(within(item).getByLabelText('Alerts'), 'daily');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ frequency: 'daily' });
    expect(await within(item).findByDisplayValue('Once a day, in one digest', {}, WAIT)).toBeInTheDocument();
  });

  it('refuses an empty name with the rule the API applies, and renames', async () => {
    const calls = renderList([search()]);
    const item = await screen.findByRole('listitem', {}, WAIT);
    await userEvent.click(within(item).getByRole('button', { name: 'Rename' }));
    const field = within(item).getByLabelText('New name');
    await userEvent.clear(field);
    await userEvent.click(within(item).getByRole('button', { name: 'Save name' }));
    expect(within(item).getByText(SAVED_SEARCH_NAME_ERROR)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.type(field, 'Near the office');
    await userEvent.click(within(item).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { name: 'Near the office' }, WAIT)).toBeInTheDocument();
  });

  it('deletes only after the buyer confirms', async () => {
    const calls = renderList([search()]);
    const item = await screen.findByRole('listitem', {}, WAIT);
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText(/You have no saved searches yet/, {}, WAIT)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
