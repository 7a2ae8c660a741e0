// The shell mounts this slice through remoteEntry.js; this entry only keeps the async boundary
// module federation needs when the bundle is opened on its own.
import('./app');
