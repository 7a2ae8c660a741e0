import { z } from '@homeward/contracts';
import { readJson, storageKeys, writeJson } from '@homeward/platform';

const preferencesSchema = z.object({
  functional: z.boolean(),
  performance: z.boolean(),
  targeting: z.boolean(),
  decidedAt: z.string(),
});
export type CookiePreferences = z.infer<typeof preferencesSchema>;

export const COOKIE_CATEGORIES = [
  {
    key: 'functional',
    label: 'Functional',
    description: 'Remember choices such as your recent searches and filters so you do not have to set them again.',
  },
  {
    key: 'performance',
    label: 'Performance',
    description: 'Count visits and measure page speed so we can find and fix slow pages. The figures are anonymous.',
  },
  {
    key: 'targeting',
    label: 'Targeting',
    description: 'Show Homeward ads on other sites to people who looked at homes here.',
  },
] as const;

export function readCookiePreferences(): CookiePreferences | undefined {
  return readJson(storageKeys.cookiePreferences, (raw) => {
    const parsed = preferencesSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  });
}

export function saveCookiePreferences(choice: Omit<CookiePreferences, 'decidedAt'>): CookiePreferences {
  const stored = { ...choice, decidedAt: new Date().toISOString() };
  writeJson(storageKeys.cookiePreferences, stored);
  return stored;
}
