/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockFolder } from '@homeward/api';
import { embeddedDatabaseFree } from './embeddedDatabase';

describe('a start on an embedded database another copy of the site holds', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'homeward-lock-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('goes ahead when the folder is free, or not there yet, or the site runs on PostgreSQL', async () => {
    await expect(embeddedDatabaseFree({ PGLITE_DIR: folder })).resolves.toBe(true);
    await expect(embeddedDatabaseFree({ PGLITE_DIR: path.join(folder, 'not-yet') })).resolves.toBe(true);
    // Asking did not keep it: the API can take it next.
    const lock = await lockFolder(folder);
    lock.release();
  });

  it('stops, saying which process holds it, while another holds it', async () => {
    const lock = await lockFolder(folder);
    const said: string[] = [];
    try {
      await expect(embeddedDatabaseFree({ PGLITE_DIR: folder }, (line) => said.push(line))).resolves.toBe(false);
      await expect(embeddedDatabaseFree({ PGLITE_DIR: folder, DATABASE_URL: 'postgres://db/homeward' })).resolves.toBe(true);
    } finally {
      lock.release();
    }
    expect(said).toEqual([expect.stringContaining(`already open in process ${process.pid}`)]);
  });
});
