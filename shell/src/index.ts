// The design tokens and base styles come with the entry, so index.html links them in its head.
import '@homeward/ui/src/tokens.css';
import { startManifestRequest } from './composition/manifestRequest';
import { nextTask } from './composition/nextTask';

/**
 * The async boundary module federation needs before shared modules are used. The heaviest shared
 * modules are evaluated first, each in a task of its own (React DOM; the contracts' schemas; the
 * platform kernel), rather than all at once in one long task when the shell's code arrives:
 * their chunks download together either way (the page preloads them once it is painted).
 */
async function start(): Promise<void> {
  try {
    // The federation runtime has just set itself up while this entry ran: the shared modules are
    // looked up and evaluated in the tasks that follow, not in the same one.
    await nextTask();
    // remotes.json downloads while the shell's shared code does, instead of after it (starting a
    // request is a task's worth of work of its own on a busy phone).
    startManifestRequest();
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    await import('@homeward/contracts');
    await nextTask();
    await import('@homeward/platform');
    await nextTask();
  } catch {
    // The bootstrap below loads the same modules again and reports a failure on the page.
  }
  await import('./bootstrap');
}

void start();
