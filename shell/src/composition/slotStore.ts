import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** `loading`: fetching the slice's code; `mounting`: the slice draws (and shows its own progress). */
export type SlotStatus = 'idle' | 'loading' | 'mounting' | 'ready' | 'error';
/** `incompatible`: the slice was built against another major version of the contracts. */
export type SlotFailure = 'unreachable' | 'error' | 'timeout' | 'incompatible';

export interface SlotState {
  status: SlotStatus;
  failure?: SlotFailure;
  retry?: () => void;
}

/** Per-slice mount state, read by the layout to show progress or the fallback in the slot. */
export const slotStore = createStore<Record<string, SlotState>>(() => ({}));

export function setSlot(name: string, state: SlotState): void {
  slotStore.setState((all) => ({ ...all, [name]: state }));
}

export function useSlot(name: string | undefined): SlotState | undefined {
  return useStore(slotStore, (all) => (name ? all[name] : undefined));
}

/**
 * Whether the slice's page is there or has failed (no slice counts as settled): a boolean, so the
 * component that asks re-renders once when it turns, not at each step of the slice's loading.
 * A store's update renders its readers at once, outside any transition: the shell's whole tree
 * read the slot's state, and was drawn again, in one piece, at every step while the page started.
 */
export function useSlotSettled(name: string | undefined): boolean {
  return useStore(slotStore, (all) => {
    const status = name ? all[name]?.status : undefined;
    return !name || status === 'ready' || status === 'error';
  });
}
