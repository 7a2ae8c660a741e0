import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home/End) move between
 * tabs and select them, and the one panel is labelled by the selected tab.
 */
export function Tabs({ label, items, selected, onSelect, children, className }: TabsProps) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? selectedIndex === last ? 0 : selectedIndex + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? selectedIndex === 0 ? last : selectedIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(items[next].id);
    refs.current[next]?.focus();
  }

  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={move}>
        {items.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(i)}
            type="button"
            role="tab"
            aria-selected={i === selectedIndex}
            aria-controls={panelId}
            tabIndex={i === selectedIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
