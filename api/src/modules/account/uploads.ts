import type { UploadContentType } from '@homeward/contracts/signed-in';
import { DAY_MS } from '../../clock';
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../http/errors';
import type { UploadTicket } from '../../providers/uploads';
import { Limits } from './limits';
import { deleteUploads, insertUpload } from './repository';

/** Images one account may upload a day: at 2 MB each, at most 40 MB a day from one account. */
export const UPLOADS_PER_DAY = 20;
export const UPLOAD_QUOTA_MESSAGE = 'You have uploaded many images today. Please try again tomorrow.';

/** An upload URL for the account, within its daily quota, remembered so the file goes with the account. */
export async function issueUpload(ctx: AppContext, ownerId: string, code: string, contentType: UploadContentType): Promise<UploadTicket> {
  const { count } = await new Limits(ctx.db, ctx.clock).take(`uploads:${ownerId}`, DAY_MS);
  if (count > UPLOADS_PER_DAY) throw tooManyRequests(UPLOAD_QUOTA_MESSAGE);
  const ticket = await ctx.providers.uploads.createUpload({ ownerId, code, contentType });
  await insertUpload(ctx.db, ticket.file, ownerId, ctx.clock.now());
  return ticket;
}

/** Removes the files from the store, then their rows; a store that fails leaves the rows to try again. */
export async function removeUploads(ctx: AppContext, ownerId: string, files: string[]): Promise<void> {
  if (files.length === 0) return;
  try {
    await ctx.providers.uploads.remove(files);
    await deleteUploads(ctx.db, ownerId, files);
  } catch (error) {
    ctx.log.error(`could not remove the files of deleted account ${ownerId}: ${String((error as Error)?.message ?? error)}`);
  }
}
