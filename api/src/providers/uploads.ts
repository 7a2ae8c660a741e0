import { createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { UploadContentType } from '@homeward/contracts/signed-in';
import type { Clock } from '../clock';
import { safeEqual } from '../security/crypto';
import type { UploadsConfig } from './uploadsConfig';

export interface UploadRequest {
  ownerId: string;
  /** What is uploaded (spec 7's `code`), e.g. 'profile-image'. */
  code: string;
  contentType: UploadContentType;
}

export interface UploadTicket {
  /** The stored file's name in the store, by which it is removed. */
  file: string;
  /** Where the browser PUTs the file. */
  uploadUrl: string;
  /** Where the stored file is read back. */
  fileUrl: string;
  expiresAt: Date;
}

/**
 * Signed upload URLs (spec 7): the API hands the browser a short-lived URL it sends the file to,
 * so file bytes never pass through an authenticated JSON call. A cloud store (a presigned PUT)
 * plugs in here; the local default keeps files under the data folder and serves them itself.
 */
export interface UploadProvider {
  readonly kind: string;
  createUpload(request: UploadRequest): Promise<UploadTicket>;
  /** Removes stored files (an account's, when it is deleted); a file already gone is no error. */
  remove(files: readonly string[]): Promise<void>;
}


const EXTENSION: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
/** How long an upload URL stays valid. */
const UPLOAD_TTL_MS = 10 * 60 * 1000;
const newFileName = (contentType: UploadContentType) => `${randomBytes(16).toString('hex')}.${EXTENSION[contentType]}`;
const CONTENT_TYPE_OF = Object.fromEntries(Object.entries(EXTENSION).map(([type, ext]) => [ext, type])) as Record<string, UploadContentType>;

/** Stored file names: 32 random hex digits and the extension of their type. */
const FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

/** Whether the bytes really are an image of the type claimed (the type alone is the sender's word). */
export function looksLike(contentType: UploadContentType, bytes: Buffer): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  switch (contentType) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'image/gif':
      return bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a';
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

export type ReceiveOutcome =
  | { ok: true; fileUrl: string; bytes: number }
  | { ok: false; reason: 'bad-signature' | 'expired' | 'wrong-type' | 'not-an-image' | 'empty' | 'exists' };

/** Files on local disk under `dir`; URLs under /api/v2/media/uploads/, signed with HMAC-SHA256. */
export class LocalUploadProvider implements UploadProvider {
  readonly kind = 'local';
  static readonly ROUTE = '/api/v2/media/uploads';

  constructor(
    private readonly dir: string,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  private sign(file: string, contentType: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`upload\n${file}\n${contentType}\n${expires}`).digest('base64url');
  }

  async createUpload(request: UploadRequest): Promise<UploadTicket> {
    const file = newFileName(request.contentType);
    const expiresAt = new Date(this.clock.now().getTime() + UPLOAD_TTL_MS);
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const fileUrl = `${LocalUploadProvider.ROUTE}/${file}`;
    const query = new URLSearchParams({ expires: String(expires), signature: this.sign(file, request.contentType, expires) });
    return { file, uploadUrl: `${fileUrl}?${query}`, fileUrl, expiresAt };
  }

  async remove(files: readonly string[]): Promise<void> {
    for (const file of files) if (FILE_NAME.test(file)) await rm(join(this.dir, file), { force: true });
  }

  /** Checks the signature, expiry and content, then stores the file once (a URL cannot overwrite). */
  async receive(file: string, query: { expires?: string; signature?: string }, contentType: string, bytes: Buffer): Promise<ReceiveOutcome> {
    const type = contentType.split(';')[0].trim().toLowerCase();
    const expires = Number(query.expires);
    if (!FILE_NAME.test(file) || !query.signature || !Number.isInteger(expires)) return { ok: false, reason: 'bad-signature' };
    if (CONTENT_TYPE_OF[file.split('.')[1]] !== type) return { ok: false, reason: 'wrong-type' };
    if (!safeEqual(this.sign(file, type, expires), query.signature)) return { ok: false, reason: 'bad-signature' };
    if (expires * 1000 < this.clock.now().getTime()) return { ok: false, reason: 'expired' };
    if (bytes.length === 0) return { ok: false, reason: 'empty' };
    if (!looksLike(type as UploadContentType, bytes)) return { ok: false, reason: 'not-an-image' };
    await mkdir(this.dir, { recursive: true });
    const target = join(this.dir, file);
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, bytes, { flag: 'wx' });
    try {
      // link() fails when the name is taken, so a URL that was used once stores nothing more.
      await link(partial, target);
    } catch {
      return { ok: false, reason: 'exists' };
    } finally {
      await unlink(partial);
    }
    return { ok: true, fileUrl: `${LocalUploadProvider.ROUTE}/${file}`, bytes: bytes.length };
  }

  async read(file: string): Promise<{ body: Buffer; contentType: UploadContentType } | null> {
    if (!FILE_NAME.test(file)) return null;
    try {
      const body = await readFile(join(this.dir, file));
      return body.length > 0 ? { body, contentType: CONTENT_TYPE_OF[file.split('.')[1]] } : null;
    } catch {
      return null;
    }
  }
}

/**
 * Files in an S3-compatible bucket. The browser PUTs each file to a presigned URL (Signature V4 in
 * the query, valid for ten minutes, for that one key and content type), so the bytes never pass
 * through an API machine, and every API machine sees the same files.
 */
export class S3UploadProvider implements UploadProvider {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(private readonly config: Extract<UploadsConfig, { provider: 's3' }>) {
    this.client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' });
  }

  private objectUrl(file: string): string {
    return `${this.config.endpoint}/${this.config.bucket}/${file}`;
  }

  async createUpload(request: UploadRequest): Promise<UploadTicket> {
    const file = newFileName(request.contentType);
    const url = new URL(this.objectUrl(file));
    url.searchParams.set('X-Amz-Expires', String(UPLOAD_TTL_MS / 1000));
    const signed = await this.client.sign(url.toString(), {
      method: 'PUT',
      headers: { 'content-type': request.contentType },
      // allHeaders: the content type is signed too, so the store refuses any other (S3 does).
      aws: { signQuery: true, allHeaders: true },
    });
    // The store checks the signature's time against its own clock, the real one.
    return { file, uploadUrl: signed.url, fileUrl: `${this.config.publicUrl}/${file}`, expiresAt: new Date(Date.now() + UPLOAD_TTL_MS) };
  }

  async remove(files: readonly string[]): Promise<void> {
    for (const file of files) {
      if (!FILE_NAME.test(file)) continue;
      const response = await this.client.fetch(this.objectUrl(file), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw new Error(`The file store refused to remove ${file} (${response.status}).`);
    }
  }
}
