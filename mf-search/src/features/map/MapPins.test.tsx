import { render, screen } from '@testing-library/react';
import type { MapCluster } from '@homeward/contracts';
import { ClusterPin } from './MapPins';

const cluster: MapCluster = {
  id: 'c1',
  lat: 47.6,
  lng: -122.3,
  count: 1234,
  minPrice: 400_000,
  maxPrice: 900_000,
  hasOpenHouse: false,
  bounds: { north: 47.7, south: 47.5, east: -122.2, west: -122.4 },
};

describe('ClusterPin', () => {
  it('shows the server count as it is, and a count scaled in the browser as an estimate', () => {
    const { unmount } = render(<ClusterPin cluster={cluster} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: /^1,234 homes, \$400k to \$900k/ })).toBeTruthy();
    unmount();
    render(<ClusterPin cluster={{ ...cluster, count: 617, approximate: true }} onOpen={() => {}} />);
    const pin = screen.getByRole('button', { name: /^About 617 homes/ });
    expect(pin.textContent).toContain('~617');
    expect(pin.getAttribute('data-approximate')).toBe('true');
  });
});
