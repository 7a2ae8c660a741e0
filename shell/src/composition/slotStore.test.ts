import { act, renderHook } from '@testing-library/react';
import { setSlot, slotStore, useSlot, useSlotSettled } from './slotStore';

beforeEach(() => slotStore.setState({}, true));

describe("the slots' mount state", () => {
  it('keeps one state per slice: setting one leaves the others as they were', () => {
    setSlot('mf_search', { status: 'loading' });
    setSlot('mf_auth', { status: 'ready' });
    setSlot('mf_search', { status: 'mounting' });
    expect(slotStore.getState()).toEqual({ mf_search: { status: 'mounting' }, mf_auth: { status: 'ready' } });
  });

  it('replaces a state whole: a ready slot no longer carries the failure and retry of its fallback', () => {
    const retry = jest.fn();
    setSlot('mf_search', { status: 'error', failure: 'timeout', retry });
    expect(slotStore.getState().mf_search).toEqual({ status: 'error', failure: 'timeout', retry });
    setSlot('mf_search', { status: 'ready' });
    expect(slotStore.getState().mf_search).toEqual({ status: 'ready' });
  });

  it("shows a component its slice's state as it changes, and nothing for a slot with no slice", () => {
    const { result } = renderHook(({ name }: { name: string | undefined }) => useSlot(name), { initialProps: { name: 'mf_search' as string | undefined } });
    expect(result.current).toBeUndefined();
    act(() => setSlot('mf_search', { status: 'loading' }));
    expect(result.current).toEqual({ status: 'loading' });
    act(() => setSlot('mf_search', { status: 'idle' }));
    expect(result.current).toEqual({ status: 'idle' });
  });

  it('does not follow other slices, nor any slice when the slot names none', () => {
    let renders = 0;
    const { result, rerender } = renderHook(({ name }: { name: string | undefined }) => {
      renders += 1;
      return useSlot(name);
    }, { initialProps: { name: 'mf_search' as string | undefined } });
    const before = renders;
    act(() => setSlot('mf_auth', { status: 'ready' }));
    expect(renders).toBe(before);
    rerender({ name: undefined });
    act(() => setSlot('mf_search', { status: 'ready' }));
    expect(result.current).toBeUndefined();
  });

  it('tells whether a slice has settled, drawing its reader again only when that turns, not at each step of loading', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSlotSettled('mf_search');
    });
    expect(result.current).toBe(false);
    const before = renders;
    act(() => setSlot('mf_search', { status: 'loading' }));
    act(() => setSlot('mf_search', { status: 'mounting' }));
    expect(renders).toBe(before);
    act(() => setSlot('mf_search', { status: 'ready' }));
    expect(result.current).toBe(true);
    expect(renders).toBe(before + 1);
    act(() => setSlot('mf_search', { status: 'error', failure: 'timeout' }));
    expect(renders).toBe(before + 1);
    expect(renderHook(() => useSlotSettled(undefined)).result.current).toBe(true);
  });
});
