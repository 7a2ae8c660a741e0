import { buildRouteTable } from './routeTable';

const table = buildRouteTable({
  remotes: [
    {
      name: 'mf_content',
      version: '1',
      entry: 'x',
      exposes: [],
      routes: [
        { path: '/', layout: 'default', guard: 'public' },
        { path: '/widget1/:affiliation?', layout: 'bare', guard: 'public' },
        { path: '/:refferer/:affiliation/buyandsell', layout: 'default', guard: 'public' },
      ],
    },
    {
      name: 'mf_search',
      version: '1',
      entry: 'y',
      exposes: ['./SearchBar'],
      routes: [{ path: '/listings/:parent?/:state?/:city?', layout: 'no-footer', guard: 'public' }],
    },
    {
      name: 'mf_listing',
      version: '1',
      entry: 'z',
      exposes: [],
      routes: [
        { path: '/listings/make-offer', layout: 'default', guard: 'private' },
        { path: '/:state/:city/:street?/:unit?/home/:mls', layout: 'default', guard: 'public' },
      ],
    },
  ],
});

describe('route table built from remotes.json', () => {
  it('finds the owning slice, layout and guard', () => {
    expect(table.resolve('/listings/city/WA/Bellevue')).toMatchObject({
      route: { owner: 'mf_search', layout: 'no-footer', guard: 'public' },
      params: { parent: 'city', state: 'WA', city: 'Bellevue' },
    });
  });

  it('ranks static segments above parameters across slices', () => {
    expect(table.resolve('/listings/make-offer')?.route.owner).toBe('mf_listing');
    expect(table.resolve('/WA/Seattle/1-Main-St/home/123')?.route.owner).toBe('mf_listing');
    expect(table.resolve('/friend/acme/buyandsell')?.route.owner).toBe('mf_content');
  });

  it('matches optional parameters', () => {
    expect(table.resolve('/widget1')?.route.layout).toBe('bare');
    expect(table.resolve('/widget1/acme')?.params.affiliation).toBe('acme');
  });

  it('matches nothing for paths no slice owns', () => {
    expect(table.resolve('/no/such/page/here/at/all')).toBeUndefined();
    expect(table.resolve('/definitely-missing')).toBeUndefined();
  });

  it('matches a path whatever the case or encoding of its first segment, as react-router does', () => {
    expect(table.resolve('/LISTINGS/make-offer')?.route.owner).toBe('mf_listing');
    expect(table.resolve('/%6Cistings/make-offer')?.route.owner).toBe('mf_listing');
    expect(table.resolve('/Widget1/acme')?.params.affiliation).toBe('acme');
  });

  it('ranks a parameter first segment against fixed ones as it would among every route', () => {
    const ranked = buildRouteTable({
      remotes: [
        {
          name: 'a',
          routes: [
            { path: '/:state/:city', guard: 'public' },
            { path: '/about/:section', guard: 'public' },
            { path: '/about/team', guard: 'public' },
          ],
        },
      ],
    });
    expect(ranked.resolve('/about/team')?.route.path).toBe('/about/team');
    expect(ranked.resolve('/about/jobs')?.route.path).toBe('/about/:section');
    expect(ranked.resolve('/WA/Seattle')?.route.path).toBe('/:state/:city');
    expect(ranked.resolve('/')).toBeUndefined();
  });

  it('defaults pages to signed-in only', () => {
    const strict = buildRouteTable({ remotes: [{ name: 'a', version: '1', entry: 'e', exposes: [], routes: [{ path: '/secret' }] }] });
    expect(strict.resolve('/secret')?.route).toMatchObject({ guard: 'private', layout: 'default' });
  });
});
