import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock file inside an embedded database folder. */
export const LOCK_FILE_NAME = 'homeward-api.lock';

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${folder} is already open in process ${ownerPid}. ` +
        'Only one API process may use an embedded database folder; stop the other one, or use PostgreSQL (DATABASE_URL) to run several.',
    );
    this.name = 'FolderLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isFinite(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface FolderLock {
  release(): void;
}

/**
 * Takes the folder for this process: the lock file is created exclusively and holds our pid. A lock
 * left by a process that no longer runs (a crash) is taken over; one held by a running process is
 * refused with FolderLockedError. The lock is released on close and when the process exits.
 */
export function lockFolder(folder: string): FolderLock {
  const file = path.join(folder, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readOwner(file) === process.pid) {
          try {
            unlinkSync(file);
          } catch {
            // Already gone.
          }
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && owner !== process.pid && alive(owner)) throw new FolderLockedError(folder, owner);
      // Stale (its process is gone) or half-written: remove it and race for it again; only one creator wins.
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new FolderLockedError(folder, readOwner(file) ?? 0);
}
