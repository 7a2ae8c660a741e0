import type { ApiConfig } from './config';
import type { Clock } from './clock';
import type { Db } from './db/db';
import type { EmailSender } from './providers/email';
import type { ReverseGeocoder } from './providers/geocoding';
import type { IdentityVerifier, OidcSignInClient } from './providers/identity';
import type { PaymentProvider } from './providers/payments';
import type { RatesProvider } from './providers/rates';
import type { SmsSender } from './providers/sms';
import type { UploadProvider } from './providers/uploads';
import type { AccessTokens } from './security/accessTokens';
import type { Messages } from './modules/messages/service';
import type { SavedSearchMatcher } from './modules/savedSearches/matcher';
import type { FeedReplicator } from './modules/feed/replicator';
import type { ListingPhotos } from './modules/listings/photoStore';

export interface Providers {
  sms: SmsSender;
  email: EmailSender;
  payments: PaymentProvider;
  identity: IdentityVerifier;
  /** Authorization-code sign-in with the identity providers (the API is their client). */
  signIn: OidcSignInClient;
  geocoder: ReverseGeocoder;
  rates: RatesProvider;
  uploads: UploadProvider;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Everything a module needs, built once per app. */
export interface AppContext {
  db: Db;
  config: ApiConfig;
  clock: Clock;
  providers: Providers;
  accessTokens: AccessTokens;
  /** The outbox of emails and texts, and its delivery worker. */
  messages: Messages;
  /** Reads listing events and sends saved-search and saved-home alerts. */
  alerts: SavedSearchMatcher;
  /** Replication of the listings from the MLS feed. */
  feed: FeedReplicator;
  /** Listing photos, resized from the feed's files and kept on disk. */
  photos: ListingPhotos;
  log: Logger;
}
