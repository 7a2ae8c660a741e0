// Runs slices' per-request renderers (SLICE_RENDERER of a version's folder) off the serving thread,
// with React's production build: `{ id, bundle, pathname, origin, apiOrigin }` in, `{ id, page }` or
// `{ id, error }` out. A renderer is loaded once per version.
const { parentPort } = require('node:worker_threads');

parentPort.on('message', async ({ id, bundle, pathname, origin, apiOrigin }) => {
  try {
    const page = await require(bundle).renderRequest(pathname, { origin, apiOrigin });
    parentPort.postMessage({ id, page });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
