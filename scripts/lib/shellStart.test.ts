import { AFTER_PAINT_TEMPLATE, SHELL_ENTRY_ATTRIBUTE, SHELL_START_SCRIPT } from './shellStart';

const ENTRY = '/main.0123456789.js';

/** The shell's entry put in the page by the start script, if it has been. */
const startedEntry = () => {
  const script = document.head.querySelector<HTMLScriptElement>('script[src]');
  return script ? new URL(script.src).pathname : null;
};

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser's PerformanceObserver that reports paints: `report` gets what it is handed to call. */
function paintObserver(report: (callback: PaintCallback) => void = () => undefined) {
  (window as { PerformanceObserver?: unknown }).PerformanceObserver = Object.assign(
    class {
      constructor(callback: PaintCallback) {
        report(callback);
      }
      observe() {}
    },
    { supportedEntryTypes: ['paint'] },
  );
}

describe('the shell’s start script', () => {
  const realObserver = window.PerformanceObserver;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = `<link rel="preload" as="script" href="${ENTRY}" ${SHELL_ENTRY_ATTRIBUTE}>`;
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = realObserver;
  });

  /** Runs the script as the page does, on a parsed document. */
  const run = () => new Function(SHELL_START_SCRIPT)();

  it('puts the entry in once the first contentful paint is reported, not before', () => {
    let report: PaintCallback | undefined;
    paintObserver((callback) => (report = callback));
    run();
    jest.advanceTimersByTime(500);
    expect(startedEntry()).toBeNull();
    report!({ getEntriesByName: () => [] });
    jest.advanceTimersByTime(0);
    expect(startedEntry()).toBeNull();
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    jest.advanceTimersByTime(0);
    expect(startedEntry()).toBe(ENTRY);
    // Once only, whatever else happens.
    jest.advanceTimersByTime(2000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it('finds the entry among the links the page kept for after its paint, and adds the others in the task after it', () => {
    document.head.innerHTML = `<template id="${AFTER_PAINT_TEMPLATE}"><link rel="preload" as="script" href="${ENTRY}" ${SHELL_ENTRY_ATTRIBUTE}><link rel="preload" as="script" href="/kernel.js"><link rel="prefetch" href="/slice/remoteEntry.js"></template>`;
    let report: PaintCallback | undefined;
    paintObserver((callback) => (report = callback));
    run();
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    // The task that starts the shell puts its entry in, and nothing else.
    jest.advanceTimersToNextTimer();
    expect(startedEntry()).toBe(ENTRY);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    jest.advanceTimersToNextTimer();
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual(['/kernel.js', '/slice/remoteEntry.js']);
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it('starts a second on when no paint is reported, and after the next frame where paints are not reported at all', () => {
    paintObserver();
    run();
    jest.advanceTimersByTime(999);
    expect(startedEntry()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(startedEntry()).toBe(ENTRY);

    document.head.innerHTML = `<link rel="preload" as="script" href="${ENTRY}" ${SHELL_ENTRY_ATTRIBUTE}>`;
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(0), 16);
      return 1;
    });
    run();
    expect(frame).toHaveBeenCalled();
    jest.advanceTimersByTime(17);
    expect(startedEntry()).toBe(ENTRY);
  });

  it('starts at once in a page that is not shown, and when a shown page is hidden before it paints', () => {
    visibility = 'hidden';
    run();
    expect(startedEntry()).toBe(ENTRY);

    document.head.innerHTML = `<link rel="preload" as="script" href="${ENTRY}" ${SHELL_ENTRY_ATTRIBUTE}>`;
    visibility = 'visible';
    paintObserver();
    run();
    expect(startedEntry()).toBeNull();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(startedEntry()).toBe(ENTRY);
  });
});
