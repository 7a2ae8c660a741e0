import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, preloadElement } from './lazyPage';

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyPage', () => {
  it('draws a preloaded page in the first commit, without the fallback', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    await preloadElement(<Page name="Ada" />);
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(screen.queryByText('Loading the page…')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, and loads the code once', async () => {
    const load = jest.fn(async () => ({ default: Hello }));
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading the page…</p>}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello Grace' })).toBeTruthy();
    await act(() => Page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Hello });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    render(<Page name="Lin" />);
    expect(screen.getByRole('heading', { name: 'Hello Lin' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves elements that are not lazy pages alone', async () => {
    await expect(preloadElement(<Hello name="x" />)).resolves.toBeUndefined();
    await expect(preloadElement(null)).resolves.toBeUndefined();
  });
});
