import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  signedInCalls,
  uploadResultSchema,
  type UploadContentType,
} from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';

export function isUploadType(type: string): type is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(type);
}

/** Why a chosen file cannot be used, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!isUploadType(file.type)) return 'Choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > UPLOAD_MAX_BYTES) return `Choose an image of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;
  if (file.size === 0) return 'This file is empty.';
  return null;
}

/**
 * Spec 7's signed upload: ask the API for a URL for this kind of file, send the file there, and
 * answer where it is served from. The file never travels inside an authenticated JSON call.
 */
export async function uploadProfileImage(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem || !isUploadType(file.type)) throw new Error(problem ?? 'Choose a JPEG, PNG, WebP or GIF image.');
  const ticket = await callApi(signedInCalls.uploadUrl, { query: { code: 'profile-image', contentType: file.type } });
  const response = await fetch(ticket.uploadUrl, { method: ticket.method, headers: { 'Content-Type': ticket.contentType }, body: file });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { errorMessage?: unknown } | undefined)?.errorMessage;
    throw new Error(typeof message === 'string' ? message : 'The image could not be uploaded. Please try again.');
  }
  return uploadResultSchema.parse((body as { data?: unknown }).data).fileUrl;
}
