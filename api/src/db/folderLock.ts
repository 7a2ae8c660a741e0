import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs';
import { connect, createServer } from 'node:net';
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

/** The pid a lock's holder answers with, or 0 when it cannot be asked. */
function askOwner(name: string): Promise<number> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect({ path: name });
    const done = () => {
      socket.destroy();
      const pid = Number.parseInt(answer.trim(), 10);
      resolve(Number.isFinite(pid) && pid > 0 ? pid : 0);
    };
    socket.setTimeout(1000, done);
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('end', done);
    socket.on('error', done);
  });
}

/**
 * Takes the folder for this process. On Linux the lock is a socket in the abstract namespace named
 * after the folder: the kernel holds it for as long as the process lives and frees it the moment
 * the process ends, however it ends, so no stale lock outlives a crash, a kill or a storage failure
 * (nothing is written to the folder), and a reused pid cannot hold it. A second process is refused
 * with FolderLockedError, naming the holder, which answers the socket with its pid. Elsewhere a
 * lock file holding the pid serves (lockFolderWithFile).
 */
export async function lockFolder(folder: string): Promise<FolderLock> {
  if (process.platform !== 'linux') return lockFolderWithFile(folder);
  const name = `\0homeward-api:${createHash('sha256').update(realpathSync(folder)).digest('hex')}`;
  const server = createServer((socket) => socket.end(`${process.pid}\n`));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // `exclusive`: a cluster worker holds the socket itself, not through the supervisor.
      server.listen({ path: name, exclusive: true }, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new FolderLockedError(folder, await askOwner(name));
  }
  server.unref();
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      server.close();
    },
  };
}

/**
 * The lock on systems without abstract sockets: the lock file is created exclusively and holds our
 * pid. A lock left by a process that no longer runs is taken over; one held by a running process
 * is refused with FolderLockedError. The lock is released on close and when the process exits.
 */
function lockFolderWithFile(folder: string): FolderLock {
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
