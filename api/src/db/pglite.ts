import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, QueryResult, Queryable } from './db';
import { lockFolder } from './folderLock';

type PGliteLike = Pick<PGlite, 'query'>;

function wrap(conn: PGliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await conn.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

export interface PgliteDb extends Db {
  /** A gzipped tarball of the whole database, which openPglite can start from. */
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL. `dataDir` ':memory:' keeps everything in memory; otherwise a folder.
 * `fromDump` starts from a dump() of another database, much faster than creating one afresh.
 */
export async function openPglite(dataDir: string, fromDump?: Blob): Promise<PgliteDb> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Two processes on one folder corrupt it silently: the second one refuses to start instead.
  const lock = inMemory ? null : await lockFolder(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create({ ...(inMemory ? {} : { dataDir }), ...(fromDump ? { loadDataDir: fromDump } : {}) });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    dump: async () => {
      const file = await pg.dumpDataDir('gzip');
      return new Blob([await file.arrayBuffer()]);
    },
    close: async () => {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
