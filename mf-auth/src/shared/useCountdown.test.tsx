import { act, render, screen } from '@testing-library/react';
import { formatSeconds, secondsLeft, useCountdown } from './useCountdown';

function Countdown({ deadline }: { deadline: number }) {
  return <span>{useCountdown(deadline)}</span>;
}

describe('resend countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 70_000)).toBe(0);
    expect(formatSeconds(59)).toBe('0:59');
    expect(formatSeconds(0)).toBe('0:00');
  });

  it('ticks with the clock', () => {
    render(<Countdown deadline={Date.now() + 59_000} />);
    expect(screen.getByText('59')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('29')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});
