import type { Db, Queryable } from './db';

/**
 * A failure after which the database handle cannot be trusted any more (the embedded engine's
 * storage failed, or the server reports corruption). The process should end and be restarted
 * rather than keep answering from a broken engine.
 */
export class DatabaseFatalError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'DatabaseFatalError';
  }
}

type FatalHandler = (error: DatabaseFatalError) => void;
let fatalHandler: FatalHandler | null = null;

/** The process's reaction to a fatal database error (main.ts: log and exit). Tests leave it unset. */
export function onDatabaseFatal(handler: FatalHandler | null): void {
  fatalHandler = handler;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Whether an error means the engine itself is broken. Ordinary SQL errors carry an SQLSTATE; an
 * embedded engine that throws anything else (a WebAssembly trap, a file-system error) is not usable
 * again, nor is one whose storage refused to write: the engine maps a read-only or forbidden file
 * to "insufficient privilege" (42501) and a full disk to 53100, and its files are the only thing it
 * could lack privileges for here. Ending at once lets the supervisor restart it as soon as storage
 * returns, instead of answering from an engine stuck on a half-written page. From a server, only
 * "system error" (58) and "internal error" (XX) classes count.
 */
export function isFatalDatabaseError(kind: Db['kind'], error: unknown): boolean {
  if (error instanceof DatabaseFatalError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (kind === 'pglite') {
    if (typeof code === 'string' && SQLSTATE.test(code)) return code.startsWith('58') || code.startsWith('XX') || code === '42501' || code === '53100';
    // Errors raised by the library's own argument checks are the caller's mistakes.
    if (error instanceof TypeError || error instanceof RangeError) return false;
    return true;
  }
  return typeof code === 'string' && (code.startsWith('58') || code.startsWith('XX'));
}

const WRITE = /^\s*(insert|update|delete|with)\b/i;

let faultsArmed = false;
/** Starts counting writes for fault injection (after start-up, so migrating and seeding never trip it). */
export function armFaultInjection(): void {
  faultsArmed = true;
}

export interface GuardOptions {
  /**
   * Fault injection for the resilience tests: the n-th write statement fails as a storage failure
   * would. Read from HOMEWARD_DB_FAULT_AFTER_WRITES, never honoured in production.
   */
  faultAfterWrites?: number | null;
}

/** Wraps a database so a fatal failure reaches the process's fatal handler once, and is rethrown. */
export function guardDatabase<T extends Db>(db: T, options: GuardOptions = {}): T {
  let writes = 0;
  let failed = false;
  const check = (sql: string) => {
    if (failed) throw new DatabaseFatalError('The database failed earlier; this process is stopping.');
    if (options.faultAfterWrites && faultsArmed && WRITE.test(sql)) {
      writes += 1;
      if (writes >= options.faultAfterWrites) throw new DatabaseFatalError('Injected storage fault (HOMEWARD_DB_FAULT_AFTER_WRITES).');
    }
  };
  const fail = (error: unknown): never => {
    if (isFatalDatabaseError(db.kind, error)) {
      const fatal = error instanceof DatabaseFatalError ? error : new DatabaseFatalError(`The ${db.kind} database failed: ${String((error as Error)?.message ?? error)}`, error);
      if (!failed && fatalHandler) {
        failed = true;
        fatalHandler(fatal);
      }
      throw fatal;
    }
    throw error;
  };
  const wrapQueryable = (q: Queryable): Queryable => ({
    async query(sql, params) {
      try {
        check(sql);
        return await q.query(sql, params);
      } catch (error) {
        return fail(error);
      }
    },
  });
  const guarded = Object.create(db) as T;
  Object.assign(guarded, {
    query: wrapQueryable(db).query,
    transaction: async <R>(fn: (tx: Queryable) => Promise<R>) => {
      // What the caller's own code throws (a 404, a validation error) passes through untouched.
      let callerError: unknown = undefined;
      try {
        return await db.transaction(async (tx) => {
          try {
            return await fn(wrapQueryable(tx));
          } catch (error) {
            callerError = error;
            throw error;
          }
        });
      } catch (error) {
        if (error === callerError) throw error;
        return fail(error);
      }
    },
    exec: async (sql: string) => {
      try {
        check(sql);
        return await db.exec(sql);
      } catch (error) {
        return fail(error);
      }
    },
  });
  return guarded;
}
