import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The rows an admin list asks for at a time. */
export const PAGE_SIZE = 20;

/** A list's values in the address and the function that changes them (`useListParams`). */
export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;

/** A list's values in an address: each key's, or its default, and the page (1 unless a whole number above 0). */
export function listValues<K extends string>(params: URLSearchParams, defaults: Record<K, string>): Record<K | 'page', string> {
  const out = {} as Record<K | 'page', string>;
  for (const key of Object.keys(defaults) as K[]) out[key] = params.get(key) ?? defaults[key];
  const page = Number(params.get('page'));
  out.page = String(Number.isInteger(page) && page > 0 ? page : 1);
  return out;
}

/**
 * A list's search, filters, sort and page live in the address, so a manager can bookmark or share
 * a view and Back returns to it. Values equal to their default are left out of the address.
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => listValues(params, defaults), [params]);

  /** Changes some values; any change but the page itself starts again at page 1. */
  const update = useCallback(
    (patch: Partial<Record<K | 'page', string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as Array<[K | 'page', string | undefined]>) {
            const fallback = key === 'page' ? '1' : defaults[key as K];
            if (value === undefined || value === '' || value === fallback) next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return [values, update] as const;
}

/** The query an admin list route takes: empty values dropped. */
export function toQuery(values: Record<string, string>, pageSize = PAGE_SIZE): Record<string, string | number> {
  const query: Record<string, string | number> = { pageSize };
  for (const [key, value] of Object.entries(values)) if (value !== '' && value !== 'any') query[key] = value;
  return query;
}

/** The pager's page and its way to another, for a list whose page lives in the address. */
export function pagerOf<K extends string>([params, update]: ListParams<K>) {
  return { page: Number(params.page), onPage: (page: number) => update({ page: String(page) } as Partial<Record<K | 'page', string>>) };
}
