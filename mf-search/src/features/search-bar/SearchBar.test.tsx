import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { apiPaths } from '@homeward/contracts';
import { SearchBar } from './SearchBar';
import { prediction } from '../../shared/testing';

const PREDICTIONS = [
  prediction({}),
  prediction({ description: 'Bellingham, WA', city: 'Bellingham', placeId: 'city:WA:bellingham', reference: 'city:WA:bellingham' }),
  prediction({ description: 'Bellaire, TX', city: 'Bellaire', state: 'TX', placeId: 'city:TX:bellaire', reference: 'city:TX:bellaire', available: false }),
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function setup(variant: 'hero' | 'compact' = 'compact') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <SearchBar variant={variant} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SearchBar', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    fetchMock = jest.fn(async (url: string) => {
      const text = new URL(url, 'http://localhost').searchParams.get('text') ?? '';
      const data = { predictions: text.toLowerCase().startsWith('bel') ? PREDICTIONS : [] };
      return { ok: true, status: 200, text: async () => JSON.stringify({ statusCode: 'Success', data }) };
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => jest.useRealTimers());

  async function type(text: string) {
    const input = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    return input;
  }

  it('asks for suggestions only from 3 characters and after 300 ms', async () => {
    setup();
    const input = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.change(input, { target: { value: 'Be' } });
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Bel' } });
    await act(async () => {
      jest.advanceTimersByTime(299);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`${apiPaths.autoSuggest}?text=Bel`);
  });

  it('is a combobox driven by the arrow keys, and Enter searches the active city', async () => {
    setup();
    const input = await type('Bell');
    expect(await screen.findByRole('option', { name: /Bellevue, WA/ })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(input, { key: 'ArrowDown' }); // Current location
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // Bellevue
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Bellevue, WA');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/listings/city/WA/Bellevue');
    expect(localStorage.getItem('searchedCity')).toBe('Bellevue, WA');
    expect(localStorage.getItem('state')).toBe('WA');
    expect(localStorage.getItem('formattedAddress')).toBe('Bellevue, WA');
    expect(localStorage.getItem('placeId')).toBe('city:WA:bellevue');
    expect(JSON.parse(localStorage.getItem('recentSearch') ?? '[]')[0].description).toBe('Bellevue, WA');
  });

  it('shows places outside WA and MA as not available, and they cannot be chosen', async () => {
    setup();
    await type('Bell');
    const outside = await screen.findByRole('option', { name: /Bellaire, TX/ });
    expect(outside).toHaveAttribute('aria-disabled', 'true');
    expect(outside).toHaveTextContent('Homeward is not available here yet.');
    fireEvent.mouseDown(outside);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('Escape closes the list', async () => {
    setup();
    const input = await type('Bell');
    await screen.findByRole('option', { name: /Bellevue, WA/ });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the no-text state for a too-short search and resets it after 1 second', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Select Location');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('aria-invalid', 'true');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns a monthly payment into a max price on the home page', async () => {
    setup('hero');
    const input = await type('Bell');
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Bellevue, WA/ }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '3000abc' } });
    expect(screen.getByLabelText('Amount')).toHaveValue('3,000');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Estimate is based on a 20% downpayment');
    fireEvent.change(screen.getByLabelText('Payment type'), { target: { value: 'monthly' } });
    expect(input).toHaveValue('Bellevue, WA');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    const r = 0.0556 / 12;
    const expected = Math.floor(((3000 * (1 - (1 + r) ** -360)) / r) / 0.8);
    expect(screen.getByTestId('where')).toHaveTextContent(`/listings/city/WA/Bellevue?price[high]=${expected}`);
  });

  it('resolves typed text through the suggestions when nothing was chosen', async () => {
    setup();
    const input = screen.getByRole('combobox', { name: 'Location' });
    fireEvent.change(input, { target: { value: 'Bellevue' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/listings/city/WA/Bellevue');
  });

  it('keeps and searches what was typed into the server-drawn field before the page woke up', async () => {
    const tree = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <SearchBar variant="compact" />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(new QueryClient()));
    document.body.appendChild(container);
    const drawn = container.querySelector('input[role="combobox"]') as HTMLInputElement;
    drawn.focus();
    drawn.value = 'Bell';

    await act(async () => {
      hydrateRoot(container, tree(new QueryClient({ defaultOptions: { queries: { retry: false } } })));
    });
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(input).toBe(drawn);
    expect(input).toHaveValue('Bell');
    expect(await screen.findByRole('option', { name: /Bellevue, WA/ })).toBeInTheDocument();
    container.remove();
  });
});
