import { fireEvent, render, screen, within } from '@testing-library/react';
import { apiPaths } from '@homeward/contracts';
import { Gallery } from './Gallery';

// Each drawing of a photo, counted: opening the viewer should draw the viewer's photo, not the page's again.
const photoDrawings = jest.fn();
jest.mock('@homeward/ui', () => {
  const actual = jest.requireActual<typeof import('@homeward/ui')>('@homeward/ui');
  return {
    ...actual,
    Photo: (props: Parameters<typeof actual.Photo>[0]) => {
      photoDrawings(props.src);
      return actual.Photo(props);
    },
  };
});

const photos = [1, 2, 3].map((n) => apiPaths.listingPhoto('9800020', n));

describe('the property page’s photos', () => {
  it('opens each photo in the listing’s order, named by its caption where the listing service gives one', () => {
    render(<Gallery photos={photos} captions={['Front of the house', null, 'Kitchen with an island']} caption="1 Main St" />);
    const grid = screen.getAllByRole('button', { name: /^Open photo/ }).slice(0, 3);
    expect(grid.map((b) => b.getAttribute('aria-label'))).toEqual(['Open photo 1 of 3: Front of the house', 'Open photo 2 of 3', 'Open photo 3 of 3: Kitchen with an island']);
    expect(grid.map((b) => b.querySelector('img')?.getAttribute('src'))).toEqual(photos);

    fireEvent.click(grid[2]);
    const viewer = screen.getByRole('dialog', { name: 'Photos of 1 Main St' });
    expect(within(viewer).getByRole('img', { name: '1 Main St, photo 3 of 3' })).toHaveAttribute('src', photos[2]);
    expect(within(viewer).getByText('Kitchen with an island')).toBeVisible();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('Front of the house')).toBeVisible();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('Photo 2 of 3')).toBeVisible();
    expect(viewer.querySelector('figcaption')).toBeNull();
  });

  it('shows a photo the listing service cannot give as a tile saying so, in the gallery and the viewer', () => {
    render(<Gallery photos={photos} captions={['Front of the house', null, null]} caption="1 Main St" />);
    const first = screen.getAllByRole('button', { name: 'Open photo 1 of 3: Front of the house' })[0]!;
    fireEvent.error(first.querySelector('img')!);
    expect(first.querySelector('img')).toBeNull();
    expect(first).toHaveTextContent('Photo unavailable');
    // Still a button with its name: the viewer opens on it and can move on.
    fireEvent.click(first);
    const viewer = screen.getByRole('dialog', { name: 'Photos of 1 Main St' });
    fireEvent.error(within(viewer).getByRole('img', { name: '1 Main St, photo 1 of 3' }));
    expect(within(viewer).getByRole('img', { name: '1 Main St, photo 1 of 3: it could not be loaded' })).toHaveTextContent('Photo unavailable');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByRole('img', { name: '1 Main St, photo 2 of 3' })).toHaveAttribute('src', photos[1]);
  });

  it('draws only the viewer when a photo is opened or the viewer steps on, not every photo of the page again', () => {
    render(<Gallery photos={photos} caption="1 Main St" />);
    const grid = screen.getAllByRole('button', { name: /^Open photo/ });
    photoDrawings.mockClear();
    fireEvent.click(grid[1]!);
    expect(photoDrawings.mock.calls).toEqual([[photos[1]]]);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Photos of 1 Main St' })).getByRole('button', { name: 'Next photo' }));
    expect(photoDrawings.mock.calls).toEqual([[photos[1]], [photos[2]]]);
  });

  it('says so when the listing has no photos yet', () => {
    render(<Gallery photos={[]} caption="1 Main St" />);
    expect(screen.getByRole('img', { name: 'No photos of 1 Main St yet' })).toBeVisible();
  });
});
