import { act, render, screen } from '@testing-library/react';
import { bus } from '@homeward/platform';
import { ToastHost } from './ToastHost';

describe('toast host (spec 4.9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['success', 'Success'],
    ['error', 'Error'],
    ['info', 'Info'],
    ['warning', 'Warning'],
  ] as const)('titles a %s toast "%s" and hides it after 4000 ms', (kind, title) => {
    render(<ToastHost />);
    act(() => bus.publish({ type: 'toast', kind, message: 'Your tour is booked' }));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Your tour is booked')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.queryByText('Your tour is booked')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Your tour is booked')).not.toBeInTheDocument();
  });
});
