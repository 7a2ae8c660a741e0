import { z } from 'zod';
import { http, httpHooks, session } from '@homeward/platform';

const refreshedSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenExpiration: z.number().optional(),
  expiresIn: z.number().optional(),
});

/** Exchanges the stored refresh token for new tokens; false when there is nothing to refresh with. */
export async function refreshWithHomeward(): Promise<boolean> {
  const refreshToken = session.refreshToken();
  if (!refreshToken) return false;
  const tokens = await http.post('/Account/RefreshToken', { refreshToken }, { schema: refreshedSchema });
  const tokenExpiration = tokens.tokenExpiration ?? Date.now() + (tokens.expiresIn ?? 3600) * 1000;
  session.updateTokens({ accessToken: tokens.accessToken, tokenExpiration }, tokens.refreshToken);
  return true;
}

export function installSessionHooks(onProtectedFailure: () => void): void {
  httpHooks.setRefresher(refreshWithHomeward);
  httpHooks.setProtectedAuthFailureHandler(onProtectedFailure);
}
