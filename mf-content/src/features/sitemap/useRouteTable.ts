import { useQuery } from '@tanstack/react-query';
import { remotesManifestSchema } from '@homeward/contracts';

export interface SitemapEntry {
  path: string;
  title: string;
}

/** The sitemap lists the live route table (remotes.json), so it follows every slice's release. */
export function useSitemapEntries() {
  return useQuery({
    queryKey: ['sitemap'],
    queryFn: async (): Promise<SitemapEntry[]> => {
      const response = await fetch('/remotes.json', { cache: 'no-store' });
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      const manifest = remotesManifestSchema.parse(await response.json());
      return sitemapEntries(manifest.remotes.flatMap((remote) => remote.routes));
    },
  });
}

/** Titled, parameter-free, publicly visible pages, in path order. */
export function sitemapEntries(routes: { path: string; title?: string; guard?: string }[]): SitemapEntry[] {
  const seen = new Set<string>();
  return routes
    .filter((r): r is { path: string; title: string; guard?: string } => Boolean(r.title) && !r.path.includes(':') && r.guard !== 'admin')
    .filter((r) => (seen.has(r.path) ? false : (seen.add(r.path), true)))
    .map((r) => ({ path: r.path, title: r.title }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
