import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { lazyPage } from './lazyPage';
import { pageRoutes, SliceRoutes, type SliceRoutesProps } from './SliceRoutes';

const Tours = () => <h1>Tours</h1>;
const Offers = () => <h1>Offers</h1>;
const PAGES = { 'pages/Tours': Tours, 'pages/Offers': Offers };
const table = [
  { path: '/tours', page: 'pages/Tours' },
  { path: '/offers/:id', page: 'pages/Offers' },
];

function drawAt(path: string, props: SliceRoutesProps) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SliceRoutes {...props} />
    </MemoryRouter>,
  );
}

describe('pageRoutes', () => {
  it('draws each route with the page module it names, the route kept beside it', () => {
    const drawn = pageRoutes(PAGES, table);
    expect(drawn.map(({ path, route }) => [path, route.page])).toEqual([
      ['/tours', 'pages/Tours'],
      ['/offers/:id', 'pages/Offers'],
    ]);
  });

  it('fails when a route names a page the slice does not load', () => {
    expect(() => pageRoutes(PAGES, [{ path: '/homes', page: 'pages/Homes' }])).toThrow("/homes names page 'pages/Homes'");
  });
});

describe('SliceRoutes', () => {
  it('draws the page of the route the path matches', () => {
    drawAt('/offers/7', { routes: pageRoutes(PAGES, table) });
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeTruthy();
  });

  it('shows its fallback while a page’s code loads', async () => {
    const Slow = lazyPage(async () => ({ default: Tours }));
    drawAt('/tours', { routes: pageRoutes({ 'pages/Tours': Slow }, table.slice(0, 1)), fallback: <p>Loading the tours…</p> });
    expect(screen.getByText('Loading the tours…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tours' })).toBeTruthy();
  });

  it('draws nothing for an unknown path, or the 404 page when asked to', () => {
    const { container, unmount } = drawAt('/elsewhere', { routes: pageRoutes(PAGES, table) });
    expect(container.textContent).toBe('');
    unmount();
    drawAt('/elsewhere', { routes: pageRoutes(PAGES, table), notFound: true });
    expect(screen.getByRole('heading')).toBeTruthy();
  });
});
