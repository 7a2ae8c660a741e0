import { EventBus } from './bus';

describe('event bus', () => {
  it('delivers typed events in the page', () => {
    const bus = new EventBus('test-in-page');
    const seen: string[] = [];
    const sub = bus.on('toast').subscribe((e) => seen.push(`${e.kind}:${e.message}`));
    bus.publish({ type: 'toast', kind: 'success', message: 'Saved' });
    bus.publish({ type: 'coming-soon', variant: 'sell' });
    expect(seen).toEqual(['success:Saved']);
    sub.unsubscribe();
    bus.close();
  });

  it('refuses malformed events', () => {
    const bus = new EventBus('test-malformed');
    // @ts-expect-error deliberately wrong shape
    expect(() => bus.publish({ type: 'toast', kind: 'loud' })).toThrow();
    bus.close();
  });
});
