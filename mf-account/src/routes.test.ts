import { paths } from '@homeward/contracts';
import { buildRouteTable } from '@homeward/platform';
import { routes } from './routes';

describe('account routes', () => {
  const accountPaths = Object.values(paths.account).map((page) => page.path);

  it('are the pages of paths.account, signed-in only except deletion and email verification', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(accountPaths.sort());
    const publicPaths = routes.filter((r) => r.guard === 'public').map((r) => r.path);
    expect(publicPaths.sort()).toEqual([paths.account.deletion.href(), paths.account.verifyEmail.href()].sort());
  });

  it('win over the parameterised pages of other slices', () => {
    const table = buildRouteTable({
      remotes: [
        {
          name: 'mf_content',
          version: '1',
          entry: 'x',
          routes: [
            { path: '/:refferer?/:affiliation?/learn', layout: 'default', guard: 'public' },
            { path: '/:state/:city/:street?/:unit?/home/:mls', layout: 'default', guard: 'public' },
          ],
          exposes: [],
        },
        { name: 'mf_account', version: '1', entry: 'x', routes: routes.map((r) => ({ layout: 'default', guard: 'private', ...r })), exposes: [] },
      ],
    });
    for (const path of accountPaths) expect(table.resolve(path)?.route.owner).toBe('mf_account');
  });
});
