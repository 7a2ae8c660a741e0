import { hydrate } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '@homeward/contracts';
import { queryClient } from './queryClient';

/**
 * A page the server drew with data carries the query answers it drew from
 * (`renderForRequest`, as JSON in #query-state): the page's query cache starts from them, so the
 * live page draws what the drawn copy shows without asking again. Unreadable state is ignored
 * (the page then asks, as it would without it).
 */
export function hydrateServerQueries(doc: Document = document): void {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    hydrate(queryClient, JSON.parse(element.textContent ?? ''));
  } catch (error) {
    console.warn('The page’s query answers could not be read', error);
  }
}
