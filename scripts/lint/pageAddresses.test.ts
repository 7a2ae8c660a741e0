import path from 'node:path';
import { BUY_PLACE, PATH_OWNERS, paths } from '@homeward/contracts';
import { findSpeltAddresses, siteRouteTable, speltAddresses } from './pageAddresses';

const ROOT = path.join(__dirname, '../..');
const table = siteRouteTable(ROOT);

describe('page addresses come from the paths module', () => {
  it('finds an address written out in code, quoted or built from a value, whoever owns the page (fixture)', () => {
    const source = [
      `<Link to="/account/Payment">Payments</Link>; navigate('/login?redirect=%2F'); fetch('/api/v2/Account');`,
      `<Link to={\`/home/\${mls}\`} />; const faq = '/#faq';`,
      `/** \`/agent/Index\`: named in a comment, which is allowed. */`,
    ].join('\n');
    expect(speltAddresses(source, table)).toEqual([
      { file: '', path: '/account/Payment', owner: 'mf-account' },
      { file: '', path: '/login', owner: 'mf-auth' },
      { file: '', path: '/home/${…}', owner: 'mf-listing' },
    ]);
  });

  it('no slice, nor the shell, nor the kernel’s browser code writes a page address out', () => {
    expect(findSpeltAddresses(ROOT)).toEqual([]);
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
