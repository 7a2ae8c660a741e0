import { routes } from './routes';
import { pages } from './pageRegistry';

describe('page registry', () => {
  it('has exactly one page for every route', () => {
    expect(Object.keys(pages).sort()).toEqual(routes.map((r) => r.path).sort());
  });
});
