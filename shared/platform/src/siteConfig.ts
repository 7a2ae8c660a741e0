import { queryOptions, useQuery } from '@tanstack/react-query';
import { SITE_CONFIG_URL, siteConfigSchema, type SiteConfig } from '@homeward/contracts';

const EMPTY: SiteConfig = { appStores: {}, social: {} };

/** `/site-config.json`; a missing or broken file means "nothing configured", never an error on the page. */
export async function fetchSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  try {
    const response = await fetchImpl(SITE_CONFIG_URL, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok) return EMPTY;
    const parsed = siteConfigSchema.safeParse(await response.json());
    if (!parsed.success) console.error('site-config.json is not valid', parsed.error);
    return parsed.success ? parsed.data : EMPTY;
  } catch (error) {
    console.error('site-config.json could not be loaded', error);
    return EMPTY;
  }
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => fetchSiteConfig(),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The deployment's public links; `undefined` while loading (render nothing, reserve no promise). */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery).data;
}

/** '2065550100' → '(206) 555-0100'. */
export function formatSupportPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
