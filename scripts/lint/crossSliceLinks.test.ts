import path from 'node:path';
import { accountPages, agentPagePaths, pagePaths, sitePages } from '@homeward/contracts';
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

  it('every fixed page address in the contracts is a page some slice declares', () => {
    const fixed = [
      ...Object.values(sitePages),
      ...Object.values(accountPages),
      ...Object.values(agentPagePaths),
      pagePaths.buy(),
      pagePaths.login(),
      pagePaths.account(),
      pagePaths.sitemap(),
    ];
    const unowned = fixed.filter((address) => table.resolve(address) === undefined);
    expect(unowned).toEqual([]);
  });
});
