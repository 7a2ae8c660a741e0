import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { exposedId } from '@homeward/contracts';
import { applyLayoutCssVariables, buildRouteTable, HydrationBoundary, hydrateServerQueries, queryClient, reportHydrationMismatch } from '@homeward/platform';
import { App } from './App';
import { ShellContext } from './ShellContext';
import { fetchRemotesManifest, findExposer } from './composition/manifest';
import { nextTask } from './composition/nextTask';
import { registerSlices } from './composition/registerSlices';
import { StartupError } from './layout/StartupError';
import { installScrollRestoration } from './layout/scrollRestoration';
import { installPageTransitions } from './layout/pageTransitions';
import { installPageChange } from './layout/pageChange';
import { abandonDrawnPage, shellRoot } from './layout/prerendered';

/**
 * Starts the page in steps, each a task of its own, so none holds the main thread long on a slow
 * phone: the shell's code has just been evaluated; then its set-up and the slices' manifest, read
 * and checked; then the route table; then the slices are registered (the page's slice starts
 * loading); then the shell is drawn or hydrated.
 */
async function boot(): Promise<void> {
  await nextTask();
  // The domain's layout constants (max container width, transition time), before anything is drawn.
  applyLayoutCssVariables();
  // A page the server drew with data: the live page starts from the answers it was drawn from.
  hydrateServerQueries();
  // The page the server drew, hydrated where it is when it was drawn for this screen (layout/prerendered.ts).
  const { element, hydrate } = shellRoot();
  let manifest;
  try {
    manifest = await fetchRemotesManifest();
  } catch (error) {
    console.error('Homeward could not read its remotes', error);
    createRoot(abandonDrawnPage()).render(<StartupError />);
    return;
  }
  // Checking the manifest against its schema (every slice's routes) is a few milliseconds of its own.
  await nextTask();
  const table = buildRouteTable(manifest);
  const searchBarOwner = findExposer(manifest, 'SearchBar');
  const loginModalOwner = findExposer(manifest, 'LoginModal');
  // Before single-spa patches the History API, so every slice's navigation is seen.
  installScrollRestoration();
  // Out-in page transitions on navigations only (spec 9); the first page is drawn at once.
  installPageTransitions();
  // Every change of page: the head follows it, the focus moves to its heading and its title is announced.
  installPageChange({ table });
  await nextTask();
  registerSlices(manifest, table);
  await nextTask();
  const shell = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ShellContext.Provider
            value={{
              table,
              searchBarId: searchBarOwner ? exposedId(searchBarOwner, 'SearchBar') : undefined,
              loginModalId: loginModalOwner ? exposedId(loginModalOwner, 'LoginModal') : undefined,
            }}
          >
            <HydrationBoundary hydrating={hydrate}>
              <App />
            </HydrationBoundary>
          </ShellContext.Provider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  // A transition lets React render (or hydrate) the shell in slices of a few milliseconds,
  // yielding to the browser in between, instead of one long task that blocks input while the page starts.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(element, shell, { onRecoverableError: reportHydrationMismatch('shell') });
    } else {
      createRoot(element).render(shell);
    }
  });
}

void boot();
