import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@homeward/platform';
import { Button, Spinner, fieldStyles, visuallyHiddenClass } from '@homeward/ui';
import admin from './Admin.module.css';
import styles from './DataTable.module.css';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Narrow columns (dates, counts) keep to their content. */
  narrow?: boolean;
}

export interface DataTableProps<T> {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  isLoading: boolean;
  /** A refetch under way while the previous rows stay on screen. */
  isFetching?: boolean;
  error: unknown;
  onRetry: () => void;
  empty: ReactNode;
}

/** A table's rows and their loading, refetching and failure, with a retry, from the list query that fills it. */
export function listState<T>(query: UseQueryResult<{ items: T[] }>) {
  return { rows: query.data?.items, isLoading: query.isLoading, isFetching: query.isFetching, error: query.error, onRetry: () => void query.refetch() };
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'We could not reach Homeward. Check your connection and try again.';
}

/**
 * What a part of a page says when its data could not be read, with a way to ask again: a card
 * with the reason, or the box and text classes given (a table's reserved space).
 */
export function LoadFailure({ error, onRetry, boxClass = admin.card, textClass = fieldStyles.alert }: { error: unknown; onRetry: () => void; boxClass?: string; textClass?: string }) {
  return (
    <div className={boxClass} role="alert">
      <p className={textClass}>{errorText(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A list as a table on wide screens and as stacked cards on phones (each cell names its column).
 * Loading, failure and an empty list each say so in the same reserved space.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, isLoading, isFetching, error, onRetry, empty }: DataTableProps<T>) {
  if (isLoading && !rows) {
    return (
      <div className={styles.state} role="status" aria-live="polite">
        <Spinner size={28} label="" />
        <span>Loading {caption.toLowerCase()}…</span>
      </div>
    );
  }
  if (error && !rows) return <LoadFailure error={error} onRetry={onRetry} boxClass={styles.state} textClass={styles.errorText} />;
  if (!rows || rows.length === 0) {
    return (
      <div className={styles.state}>
        <div className={styles.empty}>{empty}</div>
      </div>
    );
  }
  return (
    // A region of its own that takes the focus, so a keyboard can scroll a table wider than the screen
    // even when none of its rows holds a button or link.
    <div className={styles.wrap} role="region" aria-label={caption} tabIndex={0} aria-busy={isFetching || undefined}>
      {/* Explicit roles keep the table's meaning when phones draw its rows as cards. */}
      <table role="table" className={[styles.table, isFetching && styles.fetching].filter(Boolean).join(' ')}>
        <caption className={visuallyHiddenClass}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.key} scope="col" role="columnheader" className={c.narrow ? styles.narrow : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((c) => (
                <td key={c.key} role="cell" data-label={c.header} className={c.narrow ? styles.narrow : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
