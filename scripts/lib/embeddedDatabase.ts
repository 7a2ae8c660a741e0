import { existsSync } from 'node:fs';
import { DEFAULT_PGLITE_DIR, FolderLockedError, lockFolder } from '@homeward/api';

/**
 * Whether the embedded database this start would use is free. Another copy of the site on this
 * checkout (another PORT) holds it while it runs, and its slices are published to the same
 * remotes.json: a second start must stop before it publishes, or that copy's pages would load their
 * slices from this one's servers, which are about to stop. Says why when it is not free.
 */
export async function embeddedDatabaseFree(env: NodeJS.ProcessEnv = process.env, say: (line: string) => void = console.error): Promise<boolean> {
  if (env.DATABASE_URL) return true;
  const folder = env.PGLITE_DIR || DEFAULT_PGLITE_DIR;
  if (!existsSync(folder)) return true;
  try {
    (await lockFolder(folder)).release();
    return true;
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    say(error.message);
    return false;
  }
}
