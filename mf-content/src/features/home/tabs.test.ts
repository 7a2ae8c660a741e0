import { DEFAULT_TAB, tabFromQuery, tabLabel } from './tabs';

describe('home tab from the query string', () => {
  it.each([
    ['?tab=0', 0],
    ['?tab=1', 1],
    ['?tab=2', 2],
    ['?tab=3', 3],
    ['tab=4', 4],
  ])('%s selects tab %i', (search, tab) => {
    expect(tabFromQuery(search)).toBe(tab);
  });

  it.each(['', '?', '?tab=', '?tab=5', '?tab=-1', '?tab=1.5', '?tab=two', '?tab=12', '?other=2'])('%s falls back to Buy', (search) => {
    expect(tabFromQuery(search)).toBe(DEFAULT_TAB);
    expect(DEFAULT_TAB).toBe(1);
  });

  it('reads URLSearchParams too', () => {
    expect(tabFromQuery(new URLSearchParams({ tab: '2' }))).toBe(2);
  });

  it('labels tab 3 My Home only when signed in', () => {
    expect(tabLabel(3, true)).toBe('My Home');
    expect(tabLabel(3, false)).toBe('Home Info');
    expect(tabLabel(2, false)).toBe('Get Loan');
  });
});
