import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Links a card and its marker: hovering or focusing one highlights the other. */
interface SelectionState {
  hovered: string | null;
  /** Chosen on the map: its card is scrolled into view and outlined. */
  selected: string | null;
}

export const selectionStore = createStore<SelectionState>(() => ({ hovered: null, selected: null }));

export const useIsHovered = (mls: string) => useStore(selectionStore, (s) => s.hovered === mls);
export const useIsSelected = (mls: string) => useStore(selectionStore, (s) => s.selected === mls);
export const useSelection = () => useStore(selectionStore);

export const setHovered = (mls: string | null) => selectionStore.setState({ hovered: mls });
export const setSelected = (mls: string | null) => selectionStore.setState({ selected: mls });
