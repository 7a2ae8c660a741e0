import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, fieldStyles, rowClass, classes, primitiveStyles } from '@homeward/ui';
import type { ListParams } from './listParams';
import styles from './Admin.module.css';

export interface Choice {
  value: string;
  label: string;
}

/** One of a list's choices in the address: its key there, its label and the values it takes. */
export interface ListSelect<K extends string> {
  key: K;
  label: string;
  choices: readonly Choice[];
}

/** A filter's choices: first the one that leaves the list whole ('any', named `anyLabel`), then each value by its name. */
export function choicesWithAny<T extends string | number>(anyLabel: string, values: readonly T[], labelOf: (value: T) => string): Choice[] {
  return [{ value: 'any', label: anyLabel }, ...values.map((value) => ({ value: String(value), label: labelOf(value) }))];
}

/** A list's "Sort by", in the orders it can be read in. */
export const sortSelect = (choices: readonly Choice[]): ListSelect<'sort'> => ({ key: 'sort', label: 'Sort by', choices });

const SORTS_BY_DATE: readonly Choice[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];
/** The orders most admin lists are read in: by date, or by date or name. */
export const SORT_BY_DATE = sortSelect(SORTS_BY_DATE);
export const SORT_BY_DATE_OR_NAME = sortSelect([...SORTS_BY_DATE, { value: 'name', label: 'Name (A–Z)' }]);

export function SelectControl({ label, value, choices, onChange }: { label: string; value: string; choices: readonly Choice[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id} className={styles.controlLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A search box, applied on submit (so each keystroke does not reload a list); it shows `search` when that changes. */
export function SearchForm({ label, search = '', onSearch, className }: { label: string; search?: string; onSearch: (text: string) => void; className?: string }) {
  const id = useId();
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className={styles.control}>
        <label htmlFor={id} className={styles.controlLabel}>
          {label}
        </label>
        <div className={rowClass({ gap: 2 })}>
          <input id={id} type="search" className={fieldStyles.input} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A list's search box and its other controls. */
export function ListToolbar({ searchLabel, search, onSearch, children }: { searchLabel: string; search: string; onSearch: (text: string) => void; children?: ReactNode }) {
  return (
    <div className={rowClass({ wrap: true, align: 'end', gap: 3 }, styles.toolbar)}>
      <SearchForm className={styles.searchForm} label={searchLabel} search={search} onSearch={onSearch} />
      {children}
    </div>
  );
}

/**
 * The toolbar of a list whose search and choices live in the address (`useListParams`): the
 * search box writes `searchKey` ('search' unless said), and each select its own key.
 */
export function ListParamsToolbar<K extends string>({
  list: [params, update],
  searchKey = 'search' as K,
  searchLabel,
  selects = [],
}: {
  list: ListParams<K>;
  searchKey?: K;
  searchLabel: string;
  selects?: ReadonlyArray<ListSelect<K>>;
}) {
  const set = (key: K) => (value: string) => update({ [key]: value } as Partial<Record<K | 'page', string>>);
  return (
    <ListToolbar searchLabel={searchLabel} search={params[searchKey]} onSearch={set(searchKey)}>
      {selects.map((select) => (
        <SelectControl key={select.key} label={select.label} value={params[select.key]} choices={select.choices} onChange={set(select.key)} />
      ))}
    </ListToolbar>
  );
}

const pagerClass = rowClass({ wrap: true, align: 'center', justify: 'between', gap: 3 }, styles.pager);
const pagerTextClass = classes(primitiveStyles.smallPrint, styles.pagerText);

/** Page n of m with previous/next; the count tells how many matched. */
export function Pager({ page, pageSize, total, noun, onPage }: { page: number; pageSize: number; total: number | undefined; noun: string; onPage: (page: number) => void }) {
  if (total === undefined) return <div className={pagerClass} />;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className={pagerClass} aria-label={`${noun} pages`}>
      <p className={pagerTextClass} aria-live="polite">
        {total === 0 ? `No ${noun}` : `${from}–${to} of ${total} ${noun}`}
      </p>
      <div className={rowClass({ align: 'center', gap: 2 })}>
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className={pagerTextClass}>
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'good' | 'warn' | 'bad' | 'info'; children: ReactNode }) {
  return <span className={[styles.badge, styles[`badge_${tone}`]].join(' ')}>{children}</span>;
}
