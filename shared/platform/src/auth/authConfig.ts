import { z } from 'zod/mini';
import { authProviderSchema } from '@homeward/contracts';

/**
 * The sign-in buttons of the two identity providers (spec 7), read at run time from
 * `/auth-config.json` so one build works against the local development provider and the real
 * ones. The sign-in itself runs through the API, which holds each provider's settings.
 */
export const identityProviderSettingsSchema = z.object({
  authProvider: authProviderSchema,
  /** Button label, e.g. 'Microsoft'. */
  label: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type IdentityProviderSettings = z.infer<typeof identityProviderSettingsSchema>;

export const authConfigSchema = z.object({ providers: z.array(identityProviderSettingsSchema).check(z.maxLength(2)) });
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const AUTH_CONFIG_URL = '/auth-config.json';

let cached: Promise<AuthConfig> | undefined;

/** The provider settings; a site without the file offers phone login only. */
export function loadAuthConfig(fetchImpl: typeof fetch = fetch): Promise<AuthConfig> {
  cached ??= fetchImpl(AUTH_CONFIG_URL, { headers: { Accept: 'application/json' }, cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) return { providers: [] };
      const parsed = authConfigSchema.safeParse(await response.json());
      if (!parsed.success) {
        console.error('auth-config.json is not valid', parsed.error);
        return { providers: [] };
      }
      return parsed.data;
    })
    .catch((error: unknown) => {
      cached = undefined; // A network failure may pass; ask again next time.
      console.error('auth-config.json could not be loaded', error);
      return { providers: [] };
    });
  return cached;
}

/** For tests: forget the cached configuration. */
export function resetAuthConfigCache(): void {
  cached = undefined;
}
