import { act, fireEvent, render, screen } from '@testing-library/react';
import { ALERT_DISMISS_MS } from '@homeward/domain';
import { Notice } from './Notice';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const shown = () => screen.queryByText('Link copied.', { ignore: '[aria-hidden] *' });

describe('Notice (spec 9: alerts dismiss after 10 s)', () => {
  it('dismisses itself after ALERT_DISMISS_MS, keeping its place', () => {
    render(<Notice message="Link copied." />);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    act(() => jest.advanceTimersByTime(ALERT_DISMISS_MS - 1));
    expect(shown()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBeNull();
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'faded');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('can be dismissed by hand at once', () => {
    const onDismiss = jest.fn();
    render(<Notice message="Link copied." onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shown()).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('waits while the pointer is over it or focus is inside', () => {
    render(<Notice message="Link copied." />);
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(ALERT_DISMISS_MS * 3));
    expect(shown()).not.toBeNull();
    fireEvent.pointerLeave(screen.getByRole('status'));
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => jest.advanceTimersByTime(ALERT_DISMISS_MS * 3));
    expect(shown()).not.toBeNull();
    fireEvent.blur(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => jest.advanceTimersByTime(ALERT_DISMISS_MS));
    expect(shown()).toBeNull();
  });

  it('shows a new message afresh, and keeps one that must stay', () => {
    const { rerender } = render(<Notice message="Link copied." />);
    act(() => jest.advanceTimersByTime(ALERT_DISMISS_MS));
    rerender(<Notice message="Uploading your picture…" dismissAfter={null} />);
    act(() => jest.advanceTimersByTime(ALERT_DISMISS_MS * 2));
    expect(screen.getByText('Uploading your picture…', { ignore: '[aria-hidden] *' })).toBeInTheDocument();
    rerender(<Notice message="" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
