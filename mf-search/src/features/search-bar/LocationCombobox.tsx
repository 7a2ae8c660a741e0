import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { Prediction } from '@homeward/contracts';
import { MIN_SEARCH_TEXT_LENGTH, NOT_AVAILABLE_YET_MESSAGE, SUGGESTION_DEBOUNCE_MS } from '@homeward/domain';
import { Spinner, visuallyHiddenClass, VisuallyHidden } from '@homeward/ui';
import { usePlaceSuggestions } from '@homeward/platform';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { readRecentSearches } from './recentSearches';
import styles from './SearchBar.module.css';

export const LOCATION_PLACEHOLDER = 'City, Address, Zip or MLS #';

type Option =
  | { kind: 'current'; id: string }
  | { kind: 'place'; id: string; prediction: Prediction; recent: boolean };

export interface LocationComboboxProps {
  value: string;
  onChange: (text: string) => void;
  onChoose: (prediction: Prediction) => void;
  onCurrentLocation: () => void;
  /** Enter with no option active. */
  onSubmit: () => void;
  locating: boolean;
  /** The no-text state of spec 4.7, or another reason the location cannot be searched. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  label: string;
  hideLabel?: boolean;
  className?: string;
}

/**
 * The location field: an ARIA 1.2 combobox with a list of 'Current location', recent searches and,
 * from 3 characters and after 300 ms, the suggestions of the API. Places outside WA and MA are
 * shown but cannot be chosen.
 */
export function LocationCombobox(props: LocationComboboxProps) {
  const { value, locating, error, inputRef, autoFocus, label, hideLabel, className } = props;
  const { id, open, active, setActive, options, typedEnough, waiting, noMatches, activeOption, choose, listRef, inputHandlers } = useLocationCombobox(props);
  const listboxId = `${id}-listbox`;
  const errorId = `${id}-error`;

  return (
    <div className={[styles.location, className].filter(Boolean).join(' ')}>
      <label htmlFor={`${id}-input`} className={hideLabel ? visuallyHiddenClass : styles.fieldLabel}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <svg className={styles.inputIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
        </svg>
        <input
          id={`${id}-input`}
          ref={inputRef}
          className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={LOCATION_PLACEHOLDER}
          value={value}
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputHandlers}
        />
        {(waiting || locating) && (
          <span className={styles.inputSpinner}>
            <Spinner size={16} label={locating ? 'Finding your location' : ''} />
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ul id={listboxId} ref={listRef} role="listbox" aria-label="Locations" className={styles.listbox} hidden={!open} tabIndex={-1}>
        {options.map((option, index) => (
          <LocationOption key={option.id} option={option} index={index} isActive={index === active} onChoose={choose} onHover={setActive} />
        ))}
        {noMatches && (
          <li role="presentation" className={styles.optionEmpty}>
            No places match ‘{value.trim()}’.
          </li>
        )}
      </ul>
      <span className={visuallyHiddenClass} role="status" aria-live="polite">
        {listboxStatus(options, { open, typedEnough, waiting, noMatches })}
      </span>
    </div>
  );
}

/** The combobox's state and the input's handlers: the list's options, the active one, and the keys that move through them. */
function useLocationCombobox({ value, onChange, onChoose, onCurrentLocation, onSubmit }: LocationComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { options, typedEnough, waiting, noMatches } = useLocationOptions(id, value, open);
  const listRef = useRef<HTMLUListElement>(null);
  // Text typed into the server-drawn field before the page woke up is kept and searched, not lost.
  useEffect(() => {
    const field = document.getElementById(`${id}-input`) as HTMLInputElement | null;
    if (!field || field.value === value) return;
    onChange(field.value);
    if (document.activeElement === field) setOpen(true);
    // Only once, when the field first comes to life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const activeOption = open && active >= 0 ? options[active] : undefined;

  function choose(option: Option) {
    if (!selectable(option)) return;
    setOpen(false);
    setActive(-1);
    if (option.kind === 'current') onCurrentLocation();
    else onChoose(option.prediction);
  }

  function move(delta: number) {
    setOpen(true);
    setActive((current) => {
      const next = current + delta;
      return next < 0 ? options.length - 1 : next >= options.length ? 0 : next;
    });
  }

  // The active option stays visible in the 180 px list.
  const activeId = activeOption?.id;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const keys: ComboboxKeys = {
    open,
    value,
    activeOption,
    move,
    choose,
    close: () => {
      setOpen(false);
      setActive(-1);
    },
    submit: () => {
      setOpen(false);
      onSubmit();
    },
    clear: () => onChange(''),
  };
  const inputHandlers = {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange(event.target.value);
      setOpen(true);
      setActive(-1);
    },
    onFocus: () => setOpen(true),
    onClick: () => setOpen(true),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      // A press inside the list keeps it open long enough for the click to land.
      if (!listRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => onComboboxKey(event, keys),
  };
  return { id, open, active, setActive, options, typedEnough, waiting, noMatches, activeOption, choose, listRef, inputHandlers };
}

/** 'Current location', then the suggestions for the text (from 3 characters, once typing pauses) or the recent searches. */
function useLocationOptions(id: string, value: string, open: boolean) {
  const debounced = useDebouncedValue(value, SUGGESTION_DEBOUNCE_MS);
  const typedEnough = value.trim().length >= MIN_SEARCH_TEXT_LENGTH;
  const suggestions = usePlaceSuggestions(typedEnough ? debounced : '');
  const options: Option[] = useMemo(() => {
    const list: Option[] = [{ kind: 'current', id: `${id}-current` }];
    const places = typedEnough ? (suggestions.data ?? []) : readRecentSearches();
    places.forEach((prediction, i) => list.push({ kind: 'place', id: `${id}-opt-${i}`, prediction, recent: !typedEnough }));
    return list;
    // Recent searches are re-read whenever the list opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, typedEnough, suggestions.data, open]);
  const waiting = typedEnough && (debounced !== value || suggestions.isFetching);
  const noMatches = typedEnough && !waiting && suggestions.isSuccess && (suggestions.data?.length ?? 0) === 0;
  return { options, typedEnough, waiting, noMatches };
}

const selectable = (option: Option) => option.kind === 'current' || option.prediction.available;

interface ComboboxKeys {
  open: boolean;
  value: string;
  activeOption: Option | undefined;
  move: (delta: number) => void;
  choose: (option: Option) => void;
  close: () => void;
  submit: () => void;
  clear: () => void;
}

/** The arrow keys move through the list, Enter chooses (or searches the text), Escape closes the list, then clears the text. */
function onComboboxKey(event: KeyboardEvent<HTMLInputElement>, { open, value, activeOption, move, choose, close, submit, clear }: ComboboxKeys) {
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      move(1);
      break;
    case 'ArrowUp':
      event.preventDefault();
      move(-1);
      break;
    case 'Enter':
      event.preventDefault();
      if (activeOption) choose(activeOption);
      else submit();
      break;
    case 'Escape':
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (value) {
        event.preventDefault();
        clear();
      }
      break;
    default:
      break;
  }
}

interface LocationOptionProps {
  option: Option;
  index: number;
  isActive: boolean;
  onChoose: (option: Option) => void;
  onHover: (index: number) => void;
}

function LocationOption({ option, index, isActive, onChoose, onHover }: LocationOptionProps) {
  const disabled = !selectable(option);
  const classes = [styles.option, isActive && styles.optionActive, disabled && styles.optionDisabled].filter(Boolean).join(' ');
  const select = (event: MouseEvent) => {
    event.preventDefault();
    onChoose(option);
  };
  if (option.kind === 'current') {
    return (
      <li id={option.id} role="option" aria-selected={isActive} className={classes} onMouseDown={select} onMouseEnter={() => onHover(index)}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className={styles.optionIcon}>
          <path fill="currentColor" d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 3h-2.07A7 7 0 0 0 13 5.07V3h-2v2.07A7 7 0 0 0 5.07 11H3v2h2.07A7 7 0 0 0 11 18.93V21h2v-2.07A7 7 0 0 0 18.93 13H21v-2Zm-9 6a5 5 0 1 1 0-10 5 5 0 0 1 0 10Z" />
        </svg>
        Current location
      </li>
    );
  }
  const { prediction } = option;
  return (
    <li
      id={option.id}
      role="option"
      aria-selected={isActive}
      aria-disabled={disabled || undefined}
      className={classes}
      onMouseDown={select}
      onMouseEnter={() => onHover(index)}
    >
      {option.recent && index === 1 && (
        <span className={styles.optionGroup} aria-hidden="true">
          Recent searches
        </span>
      )}
      <span className={styles.optionText}>
        <span>{prediction.description}</span>
        {option.recent && <VisuallyHidden> (recent search)</VisuallyHidden>}
        {disabled && <span className={styles.notAvailable}>{NOT_AVAILABLE_YET_MESSAGE}</span>}
      </span>
      <span className={styles.optionKind} aria-hidden="true">
        {kindLabel(prediction)}
      </span>
    </li>
  );
}

/** What a screen reader hears of the list as it opens and its suggestions arrive. */
function listboxStatus(options: Option[], { open, typedEnough, waiting, noMatches }: { open: boolean; typedEnough: boolean; waiting: boolean; noMatches: boolean }): string {
  const recentCount = options.filter((o) => o.kind === 'place' && o.recent).length;
  if (open && typedEnough && !waiting) return noMatches ? 'No places match.' : `${options.length - 1} suggestion${options.length === 2 ? '' : 's'}. Use the arrow keys to choose.`;
  return open && recentCount > 0 && !typedEnough ? `Current location and ${recentCount} recent search${recentCount === 1 ? '' : 'es'}.` : '';
}

function kindLabel(prediction: Prediction): string {
  switch (prediction.kind) {
    case 'zip':
      return 'Zip';
    case 'mls':
      return 'MLS #';
    case 'address':
      return 'Address';
    default:
      return 'City';
  }
}
