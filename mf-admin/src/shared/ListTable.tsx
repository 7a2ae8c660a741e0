import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, listState, type Column } from './DataTable';
import { Pager } from './ListControls';
import { PAGE_SIZE } from './listParams';

/** A list's rows, each keyed by its id. */
export interface ListTableProps<T extends { id: string }> {
  caption: string;
  columns: ReadonlyArray<Column<T>>;
  /** The list query that fills the table: one page of rows and how many match in all. */
  query: UseQueryResult<{ items: T[]; total: number }>;
  /** What an empty list says: a line in bold, then what to do about it. */
  emptyTitle: ReactNode;
  emptyText: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** What the rows are, as the pager counts them ("1–20 of 45 users"). */
  noun: string;
  /** The query's failure means there is nothing to list yet: the table reads as an empty list. */
  nothingToList?: boolean;
}

/** A page of an admin list: its table (loading, failure and empty included) and the pager under it. */
export function ListTable<T extends { id: string }>({ query, emptyTitle, emptyText, page, onPage, noun, nothingToList = false, ...table }: ListTableProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        rowKey={(row) => row.id}
        {...listState(query)}
        {...(nothingToList ? { rows: [], error: null } : {})}
        empty={
          <>
            <strong>{emptyTitle}</strong>
            <span>{emptyText}</span>
          </>
        }
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={nothingToList ? 0 : query.data?.total} noun={noun} onPage={onPage} />
    </>
  );
}
