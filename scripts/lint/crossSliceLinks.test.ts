import path from 'node:path';
import { BUY_PLACE, PATH_OWNERS, paths } from '@homeward/contracts';
import { findForeignLinks, foreignLinks, siteRouteTable } from './crossSliceLinks';

const ROOT = path.join(__dirname, '../..');
const table = siteRouteTable(ROOT);

describe('links to another slice’s pages come from the contracts', () => {
  it('finds a spelt-out link to a page another slice owns (fixture)', () => {
    const source = `<Link to="/account/Payment">Payments</Link>; navigate('/login?redirect=%2F'); fetch('/api/v2/Account'); <Link to={\`/home/\${mls}\`} />`;
    expect(foreignLinks(source, 'mf-partners', table)).toEqual([
      { file: '', path: '/account/Payment', owner: 'mf-account' },
      { file: '', path: '/login', owner: 'mf-auth' },
      { file: '', path: '/home/${…}', owner: 'mf-listing' },
    ]);
    // The owner may spell its own pages.
    expect(foreignLinks(source, 'mf-account', table).map((l) => l.path)).toEqual(['/login', '/home/${…}']);
  });

  it('neither the shell nor any slice spells out a page another slice owns', () => {
    expect(findForeignLinks(ROOT)).toEqual([]);
  });

  it('every fixed address of the paths module is a page of the slice that owns its group', () => {
    const misplaced = Object.entries(paths).flatMap(([group, pages]) =>
      Object.entries(pages)
        .filter(([, page]) => !page.path.includes(':'))
        .filter(([, page]) => table.resolve(page.href())?.route.owner !== PATH_OWNERS[group as keyof typeof paths])
        .map(([name, page]) => `${group}.${name} ${page.href()}`),
    );
    expect(misplaced).toEqual([]);
    expect(table.resolve(paths.search.listings.href(BUY_PLACE))?.route.owner).toBe('mf-search');
  });
});
