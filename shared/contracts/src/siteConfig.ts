import { z } from 'zod/mini';
import { deferred } from './deferred';

/**
 * Public links that depend on the deployment, read at run time from `/site-config.json` (and sent
 * inside every page as #site-config, so a page has them as it starts): the app's store pages, the
 * social accounts, the support phone line and the support address. The links are optional; a page
 * shows one only when it is set, so the site never points at a search page or a network's home page.
 */
export const SITE_CONFIG_URL = '/site-config.json';
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * What a page drawn ahead of time (at build time, or by a slice's origin) shows where the support
 * address goes: the site's server puts the configured address in its place when it sends the page.
 */
export const SUPPORT_EMAIL_SLOT = 'homeward-support-email-slot';

const supportEmailSchema = deferred(() => z.string().check(z.maxLength(254), z.regex(/^[^\s@<>"'&]+@[^\s@<>"'&]+$/)));

const httpsUrl = deferred(() => z.url({ protocol: /^https$/ }).check(z.maxLength(500)));

export const siteConfigSchema = deferred(() => z.object({
  appStores: z._default(z.object({ ios: z.optional(httpsUrl), android: z.optional(httpsUrl) }), {}),
  social: z._default(z.object({ facebook: z.optional(httpsUrl), instagram: z.optional(httpsUrl), linkedin: z.optional(httpsUrl), x: z.optional(httpsUrl) }), {}),
  /** Ten digits, US; shown as (206) 000-0000 with a tel: link. */
  supportPhone: z.optional(z.string().check(z.regex(/^\d{10}$/))),
  /** Where people write to us: the rejected/deactivated agent messages, the footer, the legal pages. */
  supportEmail: z.optional(supportEmailSchema),
}));
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
  supportEmail: 'HOMEWARD_SUPPORT_EMAIL',
} as const;

/**
 * The support address: HOMEWARD_SUPPORT_EMAIL, else support@ the site's own host (PUBLIC_WEB_URL),
 * the same domain the API sends its email from. The site's pages and the API's messages both read it here.
 */
export function supportEmailFromEnv(env: Record<string, string | undefined>): string {
  const configured = env[SITE_CONFIG_ENV.supportEmail]?.trim();
  if (configured && supportEmailSchema.safeParse(configured).success) return configured;
  let host = 'localhost';
  try {
    host = new URL(env.PUBLIC_WEB_URL || 'http://localhost:8080').hostname;
  } catch {
    // An unreadable PUBLIC_WEB_URL stops the API at start; the site keeps the local default.
  }
  return `support@${host}`;
}

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
    supportEmail: supportEmailFromEnv(env),
  });
}
