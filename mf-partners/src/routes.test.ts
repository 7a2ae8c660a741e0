import { matchRoutes } from 'react-router';
import { PARTNER_TYPES_TABLE, paths } from '@homeward/contracts';
import { PARTNER_APPLICATION_KINDS } from '@homeward/contracts/signed-in';
import { PAGES } from './pages';
import { routes } from './routes';

const owns = (path: string) => matchRoutes(routes, path) !== null;

describe('the slice’s route table', () => {
  it('names, for every route, a page module the app loads, and every page module serves a route', () => {
    expect(routes.filter((route) => !route.page || !(route.page in PAGES)).map((route) => route.path)).toEqual([]);
    expect(Object.keys(PAGES).filter((page) => !routes.some((route) => route.page === page))).toEqual([]);
  });

  it('declares each path once', () => {
    const declared = routes.map((route) => route.path);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared).toContain('/partner/serviceprovider/dashboard');
  });

  it('declares every page the kernel links to in this slice', () => {
    const linked = [
      ...Object.values(paths.agent).flatMap((page) => [page.href(), ...('aliases' in page ? page.aliases : [])]),
      ...PARTNER_TYPES_TABLE.flatMap((entry) => [paths.partner.landing.href(entry.kind), paths.partner.dashboard.href(entry.kind)]),
      paths.partner.becomeAPartner.href(),
      paths.partner.lender.href(),
      paths.partner.inspector.href(),
      paths.partner.builder.href(),
      paths.partner.titleAndEscrow.href(),
      ...paths.partner.inspector.aliases,
      ...PARTNER_APPLICATION_KINDS.flatMap((kind) => ([1, 2, 3] as const).map((step) => paths.partner.applicationStep.href(kind, step))),
    ];
    expect(linked.filter((path) => !owns(path))).toEqual([]);
  });
});
