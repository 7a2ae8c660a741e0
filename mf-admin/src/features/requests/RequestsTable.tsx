import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminRequestRow } from '@homeward/contracts/signed-in';
import { ListTable } from '../../shared/ListTable';
import { requestsQuery } from './api';
import { ReassignDialog } from './ReassignDialog';
import { requestColumns } from './requestColumns';

export interface RequestsTableProps {
  query: Record<string, string | number>;
  page: number;
  onPage: (page: number) => void;
  caption: string;
  emptyText: string;
}

/** Buyer requests with their state and assignment; each routable one can go to another partner. */
export function RequestsTable({ query, page, onPage, caption, emptyText }: RequestsTableProps) {
  const result = useQuery(requestsQuery(query));
  const [reassigning, setReassigning] = useState<AdminRequestRow | null>(null);
  return (
    <>
      <ListTable
        caption={caption}
        columns={requestColumns(setReassigning)}
        query={result}
        emptyTitle="No requests match."
        emptyText={emptyText}
        noun="requests"
        page={page}
        onPage={onPage}
      />
      {reassigning && <ReassignDialog request={reassigning} onClose={() => setReassigning(null)} />}
    </>
  );
}
