import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RouteError } from '@homeward/domain';
import { PageNotFound, RouteErrorBoundary, useRequiredParams } from './RouteErrorBoundary';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

function NeedsMls() {
  const { mls } = useRequiredParams('mls');
  return <p>Home {mls}</p>;
}

function renderAt(path: string, element: React.ReactNode, pattern = '*') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteErrorBoundary>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('route error pages (spec 2.3 / 8)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the status and message of an error with a status', () => {
    renderAt('/x', <Thrower error={new RouteError(503, 'The listings service is down.')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('The listings service is down.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('defaults to status 500', () => {
    renderAt('/x', <Thrower error={new Error('Boom')} />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
  });

  it('says a page could not be found with 404', () => {
    renderAt('/nothing-here', <PageNotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('gives a clear error for a missing route parameter', () => {
    renderAt('/home', <NeedsMls />, '/home/:mls?');
    expect(screen.getByText('Expected the route parameter "mls" to be defined')).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('draws the page when the parameter is there', () => {
    renderAt('/home/123', <NeedsMls />, '/home/:mls?');
    expect(screen.getByText('Home 123')).toBeInTheDocument();
  });

  it('falls back to plain text when the error page itself fails', () => {
    // An error whose message cannot be read breaks the error page while it draws.
    const hostile = Object.create(Error.prototype, {
      message: {
        get() {
          throw new Error('unreadable');
        },
      },
    });
    renderAt('/x', <Thrower error={hostile} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
