// Runs slices' per-request renderers (SLICE_RENDERER of a version's folder) off the serving thread,
// with React's production build: `{ id, bundle, pathname, origin, apiOrigin, authorization }` in, `{ id, page }` or
// `{ id, error }` out. A renderer is loaded once per version.
const { parentPort } = require('node:worker_threads');

parentPort.on('message', async ({ id, bundle, pathname, origin, apiOrigin, authorization, warm }) => {
  // Loaded ahead of the first request (the libraries it needs take most of a first render's time).
  if (warm) {
    try {
      require(warm);
    } catch (error) {
      console.error(`The renderer ${warm} could not be loaded`, error);
    }
    return;
  }
  try {
    const page = await require(bundle).renderRequest(pathname, { origin, apiOrigin, authorization });
    parentPort.postMessage({ id, page });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
