import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, QueryResult, Queryable } from './db';

type PGliteLike = Pick<PGlite, 'query'>;

function wrap(conn: PGliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await conn.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/** Embedded PostgreSQL. `dataDir` ':memory:' keeps everything in memory (tests); otherwise a folder. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir === ':memory:' ? undefined : dataDir);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
