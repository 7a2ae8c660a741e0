// Uploads through an S3-compatible store (UPLOADS_PROVIDER=s3), against a real local S3 server:
// the browser's PUT goes to the store with a presigned URL, the file is read back from the store,
// and it is removed with its account. Once, in the embedded-database run.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import S3rver from 's3rver';
import { uploadUrlResultSchema } from '@homeward/contracts/signed-in';
import { loadConfig } from '../src/config';
import { backends, call, createTestApp, expectError, expectOk, signIn, type TestApp } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa1c5a2d60000000049454e44ae426082', 'hex');
const BUCKET = 'homeward-uploads';

describe('uploads to an S3-compatible store', { skip: process.env.TEST_DATABASE_URL ? 'runs in the embedded-database run' : false }, () => {
  let folder: string;
  let server: S3rver;
  let t: TestApp;
  let endpoint: string;
  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'homeward-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = (await server.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
    const env = { UPLOADS_PROVIDER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    t = await createTestApp(backends()[0]!, { seedLimit: 20, config: { uploads: loadConfig(env).uploads } });
  });
  after(async () => {
    await t?.close();
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('hands out a presigned PUT for one key and type; the file is read from the store and removed with its account', async () => {
    const owner = await signIn(t.app);
    const ticket = uploadUrlResultSchema.parse(
      expectOk(await call(t.app, 'GET', '/api/v2/Account/UploadUrl', { token: owner.accessToken, query: { code: 'profile-image', contentType: 'image/png' } })),
    );
    assert.match(ticket.uploadUrl, /X-Amz-Signature=/);
    assert.ok(ticket.fileUrl.startsWith(`${endpoint}/${BUCKET}/`), ticket.fileUrl);

    // The signature covers the key and the content type, and expires in ten minutes (S3 enforces
    // these; the local test server stores whatever it is sent, so they are read off the URL).
    const signed = new URL(ticket.uploadUrl);
    assert.equal(signed.searchParams.get('X-Amz-SignedHeaders'), 'content-type;host');
    assert.equal(signed.searchParams.get('X-Amz-Expires'), '600');
    assert.equal(signed.pathname, new URL(ticket.fileUrl).pathname);

    const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    assert.equal(put.status, 200, await put.text());
    const read = await fetch(ticket.fileUrl);
    assert.equal(read.status, 200);
    assert.deepEqual(Buffer.from(await read.arrayBuffer()), PNG);

    expectOk(await call(t.app, 'DELETE', '/api/v2/Account', { token: owner.accessToken }));
    assert.equal((await fetch(ticket.fileUrl)).status, 404, 'the image outlived its account');
  });

  it('refuses to start with an unknown store or a store without its settings', () => {
    assert.throws(() => loadConfig({ UPLOADS_PROVIDER: 'ftp' }), /UPLOADS_PROVIDER must be 'local' or 's3'/);
    assert.throws(() => loadConfig({ UPLOADS_PROVIDER: 's3', S3_ENDPOINT: 'http://127.0.0.1:9' }), /needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });

  it('keeps its errors to the caller: a bad upload request is a 400, never a 500', async () => {
    const owner = await signIn(t.app);
    expectError(await call(t.app, 'GET', '/api/v2/Account/UploadUrl', { token: owner.accessToken, query: { code: 'profile-image', contentType: 'image/svg+xml' } }), 400);
  });
});
