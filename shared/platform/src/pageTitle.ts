import { useEffect } from 'react';
import { documentTitle } from '@homeward/contracts';

/**
 * Sets the document title of a page whose title the route cannot know (one drawn from data, or a
 * step of a flow): the page's own words, then the site's name. The shell announces it after a
 * client-side navigation.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
