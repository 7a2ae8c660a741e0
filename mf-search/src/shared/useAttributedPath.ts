import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { attributedPath, attributionFromUrl } from '@homeward/domain';

/**
 * Turns an internal path into the one a referred visitor should follow: a page reached through
 * `/:refferer/listings/...` (or with both prefixes) keeps its referrer in every link it makes.
 */
export function useAttributedPath(): (to: string) => string {
  const { pathname, search } = useLocation();
  return useCallback((to: string) => attributedPath(to, attributionFromUrl(pathname, search)), [pathname, search]);
}
