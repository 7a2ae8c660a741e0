import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favoriteChangeResultSchema, favoriteSchema } from '@homeward/contracts';
import { bus, http, useSession } from '@homeward/platform';
import { z } from 'zod';
import { ensureSignedIn } from '../requests/signIn';

const FAVORITES_KEY = ['favorites'] as const;

/**
 * The heart's adapter: the one place this slice knows how favourites are stored, so it can move
 * to the platform's shared favourites store without touching the page.
 */
export function useFavorite(mls: string) {
  const client = useQueryClient();
  const signedIn = useSession((s) => !!s.loginDetails && s.status !== 'visitor');
  const favorites = useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: ({ signal }) => http.get('/Favorites', { schema: z.array(favoriteSchema), signal }),
    enabled: signedIn,
  });
  const isFavorite = !!favorites.data?.some((f) => f.mls === mls);

  const toggle = useMutation({
    mutationFn: async (): Promise<boolean | null> => {
      if (!(await ensureSignedIn('Sign in to save homes you like.'))) return null;
      const path = `/Favorites/${encodeURIComponent(mls)}`;
      const result = isFavorite
        ? await http.delete(path, { schema: favoriteChangeResultSchema })
        : await http.put(path, undefined, { schema: favoriteChangeResultSchema });
      return result.favorite;
    },
    onSuccess: async (favorite) => {
      if (favorite === null) return;
      await client.invalidateQueries({ queryKey: FAVORITES_KEY });
      const list = client.getQueryData<{ mls: string }[]>(FAVORITES_KEY) ?? [];
      bus.publish({ type: 'favorites:changed', mls: list.map((f) => f.mls) });
    },
    onError: () => {
      bus.publish({ type: 'toast', kind: 'error', message: 'We could not update your saved homes. Please try again.' });
    },
  });

  return { isFavorite, toggle: () => toggle.mutate(), pending: toggle.isPending };
}
