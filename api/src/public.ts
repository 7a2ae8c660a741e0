/**
 * What the rest of the repository may take from the API (`@homeward/api`): the site's server answers
 * errors in the API's envelope, and the offline map decodes the places' outlines as the seed stores
 * them; the local MLS feed serves the seeded homes as RESO records, in the RESO shapes the API's feed
 * client reads. Everything else under api/src is the API's own.
 */
export { ApiError, MESSAGES } from './http/errors';
export { clientErrorReply, errorReply, PROXY_SECRET_HEADER } from './http/hooks';
export { decodeRing } from './db/seed/polyline';
export { allSampleAgents, buildListingRecords } from './db/seed';
export type { ListingRecord } from './db/seed/listingRecords';
export type { SampleAgent } from './db/seed/sampleValues';
export { createRandom, type Random } from './db/seed/prng';
export {
  HOME_TYPE_RESO,
  STATE_TIME_ZONES,
  STATUS_STANDARD,
  mlsStatusLabel,
  statusCodeOf,
  zonedTimestamp,
  type ResoMedia,
  type ResoOpenHouse,
  type ResoProperty,
} from './modules/feed/reso';
export { listingPhotoCaption, listingPhotoSvg } from './modules/listings/photos';
export { FolderLockedError, lockFolder } from './db/folderLock';
export { DEFAULT_PGLITE_DIR } from './config';
