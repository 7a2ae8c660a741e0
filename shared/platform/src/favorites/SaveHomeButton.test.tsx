import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { favoritesStore, resetFavoritesForTests } from './favoritesStore';
import { SaveHomeButton } from './SaveHomeButton';

describe('SaveHomeButton', () => {
  beforeEach(() => resetFavoritesForTests());
  afterEach(() => resetFavoritesForTests());

  it('shows its own home saved or being saved, and draws again only when that home’s answer changes', () => {
    const draws: Record<string, number> = { first: 0, second: 0 };
    const counted = (id: string) => () => void (draws[id] += 1);
    const { unmount } = render(
      <>
        <Profiler id="first" onRender={counted('first')}>
          <SaveHomeButton mls="1001" address="1 Main St" />
        </Profiler>
        <Profiler id="second" onRender={counted('second')}>
          <SaveHomeButton mls="1002" address="2 Main St" />
        </Profiler>
      </>,
    );
    const first = screen.getByRole('button', { name: 'Save 1 Main St to favorites' });
    const second = screen.getByRole('button', { name: 'Save 2 Main St to favorites' });
    expect([draws.first, draws.second]).toEqual([1, 1]);

    // The second home is saved, then a change to it is on its way: the first heart stays as it was.
    act(() => favoritesStore.setState({ mls: ['1002'] }));
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    act(() => favoritesStore.setState({ saving: ['1002'] }));
    expect(second).toHaveAttribute('aria-busy', 'true');
    expect(first).not.toHaveAttribute('aria-busy');
    // A change that answers nothing new for either home (a new list, the same homes).
    act(() => favoritesStore.setState({ mls: ['1002'], synced: true }));
    expect([draws.first, draws.second]).toEqual([1, 3]);
    unmount();
  });
});
