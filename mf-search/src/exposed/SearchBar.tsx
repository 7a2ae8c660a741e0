import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@homeward/platform';
import type { SearchBarProps } from '@homeward/contracts';
import { SearchBar } from '../features/search-bar/SearchBar';

/**
 * The search bar other slices mount: mf_search/SearchBar with `{ variant: 'hero' }` on the home
 * page and `{ variant: 'compact' }` in the shell's compact nav bar. It brings its own query client
 * provider (the one shared client), so it works inside any host.
 */
export default function ExposedSearchBar(props: SearchBarProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SearchBar {...props} />
    </QueryClientProvider>
  );
}
