import { act, render, screen } from '@testing-library/react';
import { afterNextPaint, useAfterFirstPaint } from './afterFirstPaint';

function Page({ now = false }: { now?: boolean }) {
  const ready = useAfterFirstPaint(now);
  return <p>{ready ? 'sections' : 'reserved'}</p>;
}

describe('useAfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds what is below the fold back until after the first frame', async () => {
    render(<Page />);
    expect(screen.getByText('reserved')).toBeTruthy();
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(screen.getByText('sections')).toBeTruthy();
  });

  it('draws everything at once when asked to (a link to a section)', () => {
    render(<Page now />);
    expect(screen.getByText('sections')).toBeTruthy();
  });

  it('leaves nothing scheduled when the page goes before its first frame', () => {
    const { unmount } = render(<Page />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work in a task after the next frame, not in the one that asked for it', () => {
    const work = jest.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(16);
    jest.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const work = jest.fn();
    const cancel = afterNextPaint(work);
    cancel();
    jest.advanceTimersByTime(100);
    expect(work).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
