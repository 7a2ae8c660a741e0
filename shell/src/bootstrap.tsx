import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { exposedId } from '@homeward/contracts';
import { applyLayoutCssVariables, buildRouteTable, hydrateServerQueries, queryClient } from '@homeward/platform';
import { App } from './App';
import { ShellContext } from './ShellContext';
import { fetchRemotesManifest, findExposer } from './composition/manifest';
import { registerSlices } from './composition/registerSlices';
import { StartupError } from './layout/StartupError';
import { installScrollRestoration } from './layout/scrollRestoration';
import { installPageTransitions } from './layout/pageTransitions';
import { installPageChange } from './layout/pageChange';
import { liveRoot } from './layout/prerendered';

async function boot(): Promise<void> {
  // The domain's layout constants (max container width, transition time), before anything is drawn.
  applyLayoutCssVariables();
  // A page the server drew with data: the live page starts from the answers it was drawn from.
  hydrateServerQueries();
  // Drawn out of the document while a page the server sent drawn is in view (layout/prerendered.ts).
  const root = createRoot(liveRoot());
  let manifest;
  try {
    manifest = await fetchRemotesManifest();
  } catch (error) {
    console.error('Homeward could not read its remotes', error);
    root.render(<StartupError />);
    return;
  }
  const table = buildRouteTable(manifest);
  const searchBarOwner = findExposer(manifest, 'SearchBar');
  const loginModalOwner = findExposer(manifest, 'LoginModal');
  // Before single-spa patches the History API, so every slice's navigation is seen.
  installScrollRestoration();
  // Out-in page transitions on navigations only (spec 9); the first page is drawn at once.
  installPageTransitions();
  // Every change of page: the head follows it, the focus moves to its heading and its title is announced.
  installPageChange({ table });
  registerSlices(manifest, table);
  // A transition lets React render the shell in slices of a few milliseconds, yielding to the
  // browser in between, instead of one long task that blocks input while the page starts.
  startTransition(() =>
    root.render(
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
              <App />
            </ShellContext.Provider>
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void boot();
