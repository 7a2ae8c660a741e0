import { createContext, useContext } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { attributionFrom, type Attribution } from '@homeward/domain';

/** Set by widget pages, whose referrer is the widget itself rather than a route parameter. */
export const AttributionContext = createContext<Attribution | null>(null);

/** The attribution of the current page: a widget's context, route parameters or query parameters. */
export function useAttribution(): Attribution {
  const fromContext = useContext(AttributionContext);
  const params = useParams();
  const [query] = useSearchParams();
  return fromContext ?? attributionFrom(params, query);
}
