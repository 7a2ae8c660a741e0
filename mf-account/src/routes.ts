import type { SliceRoute } from '@homeward/contracts';

/** The pages this slice owns. Read at build time into descriptor.json; pure data only. */
export const routes: SliceRoute[] = [];
