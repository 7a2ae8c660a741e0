import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from './queryClient';
import { SITE_CONFIG_ELEMENT_ID, SITE_CONFIG_URL, SUPPORT_EMAIL_SLOT, siteConfigSchema, type SiteConfig } from '@homeward/contracts';

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

/** The site config the site's server put in the page (#site-config), so nothing waits for the file. */
export function inlineSiteConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): SiteConfig | undefined {
  const text = doc?.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = siteConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => fetchSiteConfig(),
  initialData: () => inlineSiteConfig(),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * The deployment's public links; `undefined` while loading (render nothing, reserve no promise).
 * Read through the page-wide client, so a component drawn outside a query provider has it too.
 */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQuery, queryClient).data;
}

/**
 * The support address: the deployment's, from the site config. A page drawn ahead of time (no
 * document) gets the slot the site's server fills in when it sends the page; a browser page
 * whose config has not arrived yet gets undefined (show nothing rather than a wrong address).
 */
export function useSupportEmail(): string | undefined {
  const configured = useSiteConfig()?.supportEmail;
  if (configured) return configured;
  return typeof document === 'undefined' ? SUPPORT_EMAIL_SLOT : undefined;
}

/** '2065550100' → '(206) 555-0100'. */
export function formatSupportPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
