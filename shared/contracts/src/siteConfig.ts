import { z } from 'zod/mini';

/**
 * Public links that depend on the deployment, read at run time from `/site-config.json`: the app's
 * store pages, the social accounts and the support phone line. Each is optional; a page shows a
 * link only when it is set, so the site never points at a search page or a network's home page.
 */
export const SITE_CONFIG_URL = '/site-config.json';

const httpsUrl = z.url({ protocol: /^https$/ }).check(z.maxLength(500));

export const siteConfigSchema = z.object({
  appStores: z._default(z.object({ ios: z.optional(httpsUrl), android: z.optional(httpsUrl) }), {}),
  social: z._default(z.object({ facebook: z.optional(httpsUrl), instagram: z.optional(httpsUrl), linkedin: z.optional(httpsUrl), x: z.optional(httpsUrl) }), {}),
  /** Ten digits, US; shown as (206) 000-0000 with a tel: link. */
  supportPhone: z.optional(z.string().check(z.regex(/^\d{10}$/))),
});
export type SiteConfig = z.output<typeof siteConfigSchema>;

export const SOCIAL_NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'x', label: 'X' },
] as const satisfies ReadonlyArray<{ key: keyof SiteConfig['social']; label: string }>;

/** The environment variables a deployment sets (the shell's server turns them into the file). */
export const SITE_CONFIG_ENV = {
  ios: 'HOMEWARD_APP_STORE_URL',
  android: 'HOMEWARD_GOOGLE_PLAY_URL',
  facebook: 'HOMEWARD_FACEBOOK_URL',
  instagram: 'HOMEWARD_INSTAGRAM_URL',
  linkedin: 'HOMEWARD_LINKEDIN_URL',
  x: 'HOMEWARD_X_URL',
  supportPhone: 'HOMEWARD_SUPPORT_PHONE',
} as const;

/** Builds the file's body from environment variables; unset or invalid values are left out. */
export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  const url = (name: string) => {
    const value = env[name]?.trim();
    return value && httpsUrl.safeParse(value).success ? value : undefined;
  };
  const digits = env[SITE_CONFIG_ENV.supportPhone]?.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return siteConfigSchema.parse({
    appStores: { ios: url(SITE_CONFIG_ENV.ios), android: url(SITE_CONFIG_ENV.android) },
    social: {
      facebook: url(SITE_CONFIG_ENV.facebook),
      instagram: url(SITE_CONFIG_ENV.instagram),
      linkedin: url(SITE_CONFIG_ENV.linkedin),
      x: url(SITE_CONFIG_ENV.x),
    },
    supportPhone: digits && digits.length === 10 ? digits : undefined,
  });
}
