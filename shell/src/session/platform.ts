// The shell's view of the shared kernel, in one place.
export { accountDetailsQuery, callApi, queryClient, session, useSession, bus, storageKeys, writeString } from '@homeward/platform';
export { apiCalls } from '@homeward/contracts';
