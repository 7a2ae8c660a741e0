import { matchRoutes } from 'react-router';
import { agentPagePaths, PARTNER_TYPES_TABLE, partnerPagePaths, sitePages } from '@homeward/contracts';
import { PARTNER_APPLICATION_KINDS } from '@homeward/contracts/signed-in';
import { PAGES } from './pages';
import { routes } from './routes';

const owns = (path: string) => matchRoutes(routes, path) !== null;

describe('the slice’s route table', () => {
  it('names, for every route, a page module the app loads, and every page module serves a route', () => {
    expect(routes.filter((route) => !route.page || !(route.page in PAGES)).map((route) => route.path)).toEqual([]);
    expect(Object.keys(PAGES).filter((page) => !routes.some((route) => route.page === page))).toEqual([]);
  });

  it('spells each path once, literally', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/partner/serviceprovider/dashboard');
  });

  it('declares every page the kernel links to in this slice', () => {
    const linked = [
      ...Object.values(agentPagePaths).filter((path) => path !== agentPagePaths.brokerAgreement),
      ...PARTNER_TYPES_TABLE.flatMap((entry) => [entry.landing, entry.dashboard]),
      sitePages.becomeAPartner,
      sitePages.becomeALender,
      sitePages.becomeAnInspector,
      partnerPagePaths.builder,
      partnerPagePaths.titleAndEscrow,
      ...partnerPagePaths.inspectorAliases,
      ...PARTNER_APPLICATION_KINDS.flatMap((kind) => ([1, 2, 3] as const).map((step) => partnerPagePaths.applicationStep(kind, step))),
    ];
    expect(linked.filter((path) => !owns(path))).toEqual([]);
  });
});
