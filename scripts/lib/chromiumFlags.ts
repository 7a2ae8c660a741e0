/**
 * The flags Debian's Chromium runs with for the browser tests and the bench alike: no sandbox in a
 * container, no GPU, and none of the background traffic (updates, sync, QUIC) that would add
 * requests and work the page did not ask for.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
