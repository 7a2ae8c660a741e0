import { mountRootParcel, registerApplication, start, type LifeCycles, type Parcel } from 'single-spa';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { CONTRACT_MAJOR, type Descriptor, type RemotesManifest } from '@homeward/contracts';
import { isChunkLoadError, reloadOnceForChunkError, setRemoteLoader, SliceTimeoutError, withTimeout, type RouteTable } from '@homeward/platform';
import { setSlot, type SlotFailure } from './slotStore';
import { isCompatibleSlice } from './manifest';
import { routeAllowed } from '../session/guards';
import { nextTask } from './nextTask';

/** How long a slice may take to load and mount before its slot shows the fallback. */
export const SLICE_TIMEOUT_MS = 10_000;

const containers = new Map<string, HTMLElement>();

/**
 * The slice's page the server sent drawn (scripts/lib/pageHtml.ts), when the slice is to hydrate
 * it where it is: drawn for this screen. Its controls stay inert until the slice has hydrated them.
 */
function drawnContainer(name: string): HTMLElement | undefined {
  const element = document.getElementById(`slice-${name}`);
  if (!element?.hasAttribute('data-drawn') || !element.closest('#prerendered')) return undefined;
  const media = element.dataset.drawnMedia;
  if (media && typeof window.matchMedia === 'function' && !window.matchMedia(media).matches) return undefined;
  element.inert = true;
  return element;
}

/**
 * Each slice draws into its own element, which the active layout adopts (see SlotOutlet): the first
 * time, the one holding its page as the server drew it, if any, which the slice then hydrates.
 */
export function containerFor(name: string): HTMLElement {
  let element = containers.get(name);
  if (!element) {
    element = drawnContainer(name);
    if (!element) {
      element = document.createElement('div');
      element.id = `slice-${name}`;
      element.dataset.slice = name;
    }
    containers.set(name, element);
  }
  return element;
}

/** Whether a slice's element still holds its page as the server drew it (the slice has not drawn in it yet). */
export function holdsDrawnPage(name: string): boolean {
  return containerFor(name).hasAttribute('data-drawn');
}

/** The slice has drawn in its element (or failed to): what the server drew is its own now, or gone. */
function settleDrawnPage(name: string): void {
  const element = containers.get(name);
  if (!element?.hasAttribute('data-drawn')) return;
  element.removeAttribute('data-drawn');
  element.inert = false;
}

/**
 * The slice left its address before it hydrated the page the server drew there (a visitor went back
 * or on while its code loaded): that page is no longer what the element is to show. It goes, so the
 * slice's next mount draws its own page afresh instead of hydrating a copy of another address.
 */
function dropDrawnPage(name: string): void {
  const element = containers.get(name);
  if (!element?.hasAttribute('data-drawn')) return;
  element.replaceChildren();
  settleDrawnPage(name);
}

/**
 * Ends a parcel. One still mounting (a slow phone hydrating a long page) is let finish first: unmounted
 * halfway, its root would stay in the element beside the next mount's.
 */
async function endParcel(current: Parcel): Promise<void> {
  await current.mountPromise.catch(() => undefined);
  if (current.getStatus() === 'MOUNTED') await current.unmount().catch(() => undefined);
}

/** Slices whose entry the federation runtime last failed to load (after its retries). */
const unreachable = new Set<string>();

/** The runtime reports every entry load, with the error when there was one. */
const entryOutcomes: ModuleFederationRuntimePlugin = {
  name: 'homeward-entry-outcomes',
  afterLoadEntry({ remoteInfo, error, remoteEntryExports }) {
    if (error !== undefined && !remoteEntryExports) unreachable.add(remoteInfo.name);
    else unreachable.delete(remoteInfo.name);
  },
};

/**
 * A slice's entry is evaluated, its container is then set up with the shared modules (each one's
 * version checked), and then its page's module is asked for: each step in a task of its own, so the
 * three do not add up to one long task on a slow phone.
 */
async function inNextTask<T>(args: T): Promise<T> {
  await nextTask();
  return args;
}

const stepsInTasks: ModuleFederationRuntimePlugin = { name: 'homeward-steps-in-tasks', beforeInitContainer: inNextTask, initContainer: inNextTask };

/** A slice built against another major of the contracts than the shell's: it is never loaded. */
export class IncompatibleSliceError extends Error {
  override name = 'IncompatibleSliceError';
  constructor(readonly slice: string, contractMajor: number | undefined) {
    super(`${slice} was built against contracts ${contractMajor === undefined ? 'of no declared version' : `version ${contractMajor}`}, not ${CONTRACT_MAJOR}`);
  }
}

/** The slices the shell refuses, by name, with the major each was built against: neither their pages nor their exposed components load. */
const incompatible = new Map<string, number | undefined>();

function classify(name: string, error: unknown): SlotFailure {
  if (error instanceof IncompatibleSliceError) return 'incompatible';
  if (error instanceof SliceTimeoutError) return 'timeout';
  return unreachable.has(name) ? 'unreachable' : 'error';
}

function toRemoteInfo(remote: Descriptor) {
  return { name: remote.name, entry: remote.entry, alias: remote.name };
}

/**
 * single-spa sees one application per slice. Its lifecycles are the shell's: they fetch the
 * slice through module federation and mount its exported lifecycles as a parcel, so a slice that
 * is unreachable, throws or hangs turns into a fallback with a retry instead of a broken page,
 * and a retry needs no page reload.
 */
function sliceApplication(remote: Descriptor): LifeCycles {
  const name = remote.name;
  let parcel: Parcel | undefined;
  let generation = 0;
  let failedBefore = false;
  /** The last unmount's end: the next parcel mounts in the element only once the last has left it. */
  let ended: Promise<void> = Promise.resolve();

  async function mountSlice(): Promise<void> {
    const attempt = ++generation;
    setSlot(name, { status: 'loading' });
    try {
      if (incompatible.has(name)) throw new IncompatibleSliceError(name, remote.contractMajor);
      if (failedBefore) registerRemotes([toRemoteInfo(remote)], { force: true });
      // The slice's code, and the end of its last mount if that was still under way when it was left,
      // within one timeout: a mount that never ends turns into the fallback, not an endless wait.
      const [lifecycles] = await withTimeout(Promise.all([loadRemote<LifeCycles>(`${name}/app`), ended]), SLICE_TIMEOUT_MS, name);
      // The slice's modules have just run, in the task that evaluated its last chunk: its mount starts
      // in a task of its own, so the two are not one long task on a slow phone.
      await nextTask();
      if (attempt !== generation) return;
      if (!lifecycles) throw new Error(`${name} exposes no ./app`);
      setSlot(name, { status: 'mounting' });
      const props = { domElement: containerFor(name), sliceName: name, retry: () => void remount() };
      // single-spa's own patience is the slot's: it would otherwise log an error after 3 s of a mount
      // that the slot still waits for (a phone hydrating a long page), on top of the slot's own fallback.
      const config = { ...lifecycles, timeouts: { mount: { millis: SLICE_TIMEOUT_MS, dieOnTimeout: false, warningMillis: SLICE_TIMEOUT_MS } } };
      const next = mountRootParcel(config as Parameters<typeof mountRootParcel>[0], props as Parameters<typeof mountRootParcel>[1]);
      parcel = next;
      await withTimeout(next.mountPromise, SLICE_TIMEOUT_MS, name);
      settleDrawnPage(name);
      if (attempt === generation) setSlot(name, { status: 'ready' });
      failedBefore = false;
    } catch (error) {
      if (attempt !== generation) return;
      console.error(`The ${name} slice could not be shown`, error);
      failedBefore = true;
      if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
      const failure = classify(name, error);
      // Only a new remotes.json can bring a compatible build: trying again reads it afresh.
      const retry = failure === 'incompatible' ? () => window.location.reload() : () => void remount();
      setSlot(name, { status: 'error', failure, retry });
    }
  }

  async function unmountSlice(): Promise<void> {
    generation++;
    const current = parcel;
    parcel = undefined;
    const mounting = current?.getStatus() === 'MOUNTING';
    ended = (current ? endParcel(current) : Promise.resolve()).then(() => dropDrawnPage(name));
    // A mount still under way is not waited for: the next page does not wait on this one's end.
    if (!mounting) await ended;
  }

  async function remount(): Promise<void> {
    await unmountSlice();
    await mountSlice();
  }

  return {
    bootstrap: async () => undefined,
    // Not awaited: the shell keeps routing while a slow slice loads in its own slot.
    mount: async () => void mountSlice(),
    unmount: async () => {
      await unmountSlice();
      setSlot(name, { status: 'idle' });
    },
  };
}

/** Entry and exposed-module loads are retried by the runtime's own plugin before a slot gives up. */
export const REMOTE_RETRIES = 2;
export const REMOTE_RETRY_DELAY_MS = 400;

export function registerSlices(manifest: RemotesManifest, table: RouteTable): void {
  registerPlugins([RetryPlugin({ script: { retryTimes: REMOTE_RETRIES, retryDelay: REMOTE_RETRY_DELAY_MS } }), entryOutcomes, stepsInTasks]);
  for (const remote of manifest.remotes) {
    if (isCompatibleSlice(remote)) continue;
    incompatible.set(remote.name, remote.contractMajor);
    console.error(new IncompatibleSliceError(remote.name, remote.contractMajor).message);
  }
  registerRemotes(manifest.remotes.filter(isCompatibleSlice).map(toRemoteInfo));
  setRemoteLoader((id) => {
    const scope = id.split('/', 1)[0];
    if (incompatible.has(scope)) return Promise.reject(new IncompatibleSliceError(scope, incompatible.get(scope)));
    return loadRemote(id);
  });
  for (const remote of manifest.remotes) {
    registerApplication({
      name: remote.name,
      app: async () => sliceApplication(remote),
      activeWhen: (location) => {
        const match = table.resolve(location.pathname);
        return match?.route.owner === remote.name && routeAllowed(match.route);
      },
    });
  }
  start({ urlRerouteOnly: true });
}
