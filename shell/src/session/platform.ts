// The shell's view of the shared kernel, in one place.
export { http, session, useSession, bus, storageKeys, writeString } from '@homeward/platform';
export { sessionProfileSchema } from '@homeward/contracts';
