import { CONTRACT_MAJOR, type Descriptor, type RemotesManifest } from '@homeward/contracts';
import type { RouteTable } from '@homeward/platform';

// The shell's composition over stand-ins for single-spa and the federation runtime: what a caller
// sees is each slice's slot (loading, ready, or the fallback with its reason and a retry).
jest.mock('single-spa', () => ({ registerApplication: jest.fn(), start: jest.fn(), mountRootParcel: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: jest.fn(() => ({ name: 'retry' })) }));
jest.mock('../session/guards', () => ({ routeAllowed: jest.fn(() => true) }));
// The real once-per-window rule, with a reload the test can see (jsdom cannot navigate).
const reload = jest.fn();
jest.mock('@homeward/platform', () => {
  const actual = jest.requireActual('@homeward/platform');
  return { ...actual, reloadOnceForChunkError: () => actual.reloadOnceForChunkError(60_000, Date.now(), reload) };
});

type Composition = typeof import('./registerSlices');
type Slots = typeof import('./slotStore');
type SingleSpa = { registerApplication: jest.Mock; start: jest.Mock; mountRootParcel: jest.Mock };
type Runtime = { loadRemote: jest.Mock; registerPlugins: jest.Mock; registerRemotes: jest.Mock };
interface Lifecycles {
  mount(): Promise<void>;
  unmount(): Promise<void>;
}

const slice = (name: string, contractMajor: number | undefined = CONTRACT_MAJOR): Descriptor =>
  ({ name, version: '1', entry: `https://cdn.example/${name}/remoteEntry.js`, routes: [], exposes: [], preload: [], contractMajor }) as unknown as Descriptor;

const table = { resolve: (pathname: string) => (pathname.startsWith('/search') ? { route: { owner: 'mf_search' } } : undefined) } as unknown as RouteTable;

function chunkError(): Error {
  const error = new Error('Loading chunk 42 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

/** A parcel that mounts at once (or never, when `mountPromise` is given). */
function parcel(mountPromise: Promise<void> = Promise.resolve()) {
  return { mountPromise, getStatus: () => 'MOUNTED', unmount: jest.fn(() => Promise.resolve()) };
}

/** Every module fresh: the composition keeps its containers and refusals per page load. */
async function load(manifest: RemotesManifest) {
  jest.resetModules();
  const composition: Composition = await import('./registerSlices');
  const slots: Slots = await import('./slotStore');
  const singleSpa = (await import('single-spa')) as unknown as SingleSpa;
  const runtime = (await import('@module-federation/enhanced/runtime')) as unknown as Runtime;
  const platform = await import('@homeward/platform');
  singleSpa.mountRootParcel.mockImplementation(() => parcel());
  composition.registerSlices(manifest, table);
  const application = async (name: string): Promise<Lifecycles> => {
    const call = singleSpa.registerApplication.mock.calls.find(([config]) => config.name === name);
    return (await call![0].app()) as Lifecycles;
  };
  const slot = (name: string) => slots.slotStore.getState()[name];
  return { composition, slots, singleSpa, runtime, platform, application, slot };
}

/** One task's turn: what was queued before it has run. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the slot's pending loads and mounts run: the slice's code, then its mount in a task of its own. */
const settle = async () => {
  await nextTurn();
  await nextTurn();
};

beforeEach(() => {
  reload.mockClear();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the slices the shell composes', () => {
  it('registers one application per slice, active on the paths its routes own, and starts routing', async () => {
    const { singleSpa } = await load({ remotes: [slice('mf_search'), slice('mf_auth')] });
    expect(singleSpa.registerApplication.mock.calls.map(([config]) => config.name)).toEqual(['mf_search', 'mf_auth']);
    const activeWhen = singleSpa.registerApplication.mock.calls[0][0].activeWhen as (location: { pathname: string }) => boolean;
    expect(activeWhen({ pathname: '/search/Seattle' })).toBe(true);
    expect(activeWhen({ pathname: '/account' })).toBe(false);
    const guards = (await import('../session/guards')) as unknown as { routeAllowed: jest.Mock };
    guards.routeAllowed.mockReturnValueOnce(false);
    expect(activeWhen({ pathname: '/search/Seattle' })).toBe(false);
    expect(singleSpa.start).toHaveBeenCalledWith({ urlRerouteOnly: true });
  });

  it('shows a slice that loads and mounts: loading, then ready, drawn in its own element', async () => {
    const { runtime, singleSpa, application, slot } = await load({ remotes: [slice('mf_search')] });
    runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    const app = await application('mf_search');
    await app.mount();
    expect(slot('mf_search')).toEqual({ status: 'loading' });
    await settle();
    expect(slot('mf_search')).toEqual({ status: 'ready' });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_search/app');
    const props = singleSpa.mountRootParcel.mock.calls[0][1] as { domElement: HTMLElement; sliceName: string };
    expect(props.sliceName).toBe('mf_search');
    expect(props.domElement.id).toBe('slice-mf_search');
  });

  it('mounts a slice in a task after the one its code ran in, so the two are never one long task', async () => {
    const { runtime, singleSpa, application } = await load({ remotes: [slice('mf_search')] });
    runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    const app = await application('mf_search');
    await app.mount();
    // Every promise the load resolved has run: the mount has not started in the same task.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(singleSpa.mountRootParcel).not.toHaveBeenCalled();
    await nextTurn();
    expect(singleSpa.mountRootParcel).toHaveBeenCalledTimes(1);
  });

  it('has the federation runtime set up a slice’s container, and then ask for its page, each in a task of its own', async () => {
    const { runtime } = await load({ remotes: [slice('mf_search')] });
    const plugins = runtime.registerPlugins.mock.calls[0][0] as { name: string; [hook: string]: unknown }[];
    const steps = plugins.find((plugin) => plugin.name === 'homeward-steps-in-tasks')!;
    for (const hook of ['beforeInitContainer', 'initContainer']) {
      const args = { shareScope: {}, initScope: [] };
      let passed: unknown;
      void (steps[hook] as (value: typeof args) => Promise<unknown>)(args).then((value) => (passed = value));
      for (let i = 0; i < 10; i++) await Promise.resolve();
      expect(passed).toBeUndefined();
      await nextTurn();
      // The runtime goes on with what it handed over, unchanged.
      expect(passed).toBe(args);
    }
  });

  it('shows the fallback when a slice fails to load, and its retry loads it afresh', async () => {
    const { runtime, application, slot } = await load({ remotes: [slice('mf_search')] });
    runtime.loadRemote.mockRejectedValueOnce(new Error('boom'));
    const app = await application('mf_search');
    await app.mount();
    await settle();
    expect(slot('mf_search')).toMatchObject({ status: 'error', failure: 'error' });
    runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    slot('mf_search').retry!();
    await settle();
    expect(slot('mf_search')).toEqual({ status: 'ready' });
    // The failed entry is registered again, so the runtime fetches it instead of its cached failure.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'mf_search' })], { force: true });
  });

  it('names a slice whose entry could not be reached (after the runtime retries) unreachable', async () => {
    const { runtime, application, slot } = await load({ remotes: [slice('mf_search')] });
    const outcomes = runtime.registerPlugins.mock.calls[0][0].find((plugin: { name: string }) => plugin.name === 'homeward-entry-outcomes');
    outcomes.afterLoadEntry({ remoteInfo: { name: 'mf_search' }, error: new Error('offline'), remoteEntryExports: undefined });
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    const app = await application('mf_search');
    await app.mount();
    await settle();
    expect(slot('mf_search')).toMatchObject({ status: 'error', failure: 'unreachable' });
  });

  it('shows the fallback of a slice that does not load or mount in time', async () => {
    jest.useFakeTimers();
    const { composition, runtime, singleSpa, application, slot } = await load({ remotes: [slice('mf_search'), slice('mf_auth')] });
    runtime.loadRemote.mockImplementation((id: string) =>
      id === 'mf_search/app' ? new Promise(() => undefined) : Promise.resolve({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() }),
    );
    singleSpa.mountRootParcel.mockImplementation(() => parcel(new Promise(() => undefined)));
    await (await application('mf_search')).mount();
    await (await application('mf_auth')).mount();
    await jest.advanceTimersByTimeAsync(composition.SLICE_TIMEOUT_MS - 1);
    expect(slot('mf_search')).toEqual({ status: 'loading' });
    expect(slot('mf_auth')).toEqual({ status: 'mounting' });
    await jest.advanceTimersByTimeAsync(1);
    expect(slot('mf_search')).toMatchObject({ status: 'error', failure: 'timeout' });
    await jest.advanceTimersByTimeAsync(composition.SLICE_TIMEOUT_MS);
    expect(slot('mf_auth')).toMatchObject({ status: 'error', failure: 'timeout' });
  });

  it('shows the fallback in time when the slice is visited again while a mount of it never ends', async () => {
    jest.useFakeTimers();
    const { composition, runtime, singleSpa, application, slot } = await load({ remotes: [slice('mf_search')] });
    runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    singleSpa.mountRootParcel.mockImplementation(() => ({ mountPromise: new Promise(() => undefined), getStatus: () => 'MOUNTING', unmount: jest.fn() }));
    const app = await application('mf_search');
    await app.mount();
    await jest.advanceTimersByTimeAsync(0);
    await app.unmount();
    await app.mount();
    await jest.advanceTimersByTimeAsync(composition.SLICE_TIMEOUT_MS - 1);
    expect(slot('mf_search')).toEqual({ status: 'loading' });
    await jest.advanceTimersByTimeAsync(1);
    expect(slot('mf_search')).toMatchObject({ status: 'error', failure: 'timeout' });
    expect(singleSpa.mountRootParcel).toHaveBeenCalledTimes(1);
  });

  it('never loads a slice built against another major of the contracts, nor what it exposes', async () => {
    const { platform, runtime, application, slot } = await load({ remotes: [slice('mf_old', CONTRACT_MAJOR - 1), slice('mf_search')] });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'mf_search' })]);
    await (await application('mf_old')).mount();
    await settle();
    expect(slot('mf_old')).toMatchObject({ status: 'error', failure: 'incompatible' });
    await expect(platform.loadExposed('mf_old/Widget')).rejects.toMatchObject({ name: 'IncompatibleSliceError' });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    runtime.loadRemote.mockResolvedValue('a component');
    await expect(platform.loadExposed('mf_search/SearchBar')).resolves.toBe('a component');
  });

  it('reloads the page once for a missing chunk, then shows the fallback for another inside the window', async () => {
    const { runtime, application, slot } = await load({ remotes: [slice('mf_search')] });
    runtime.loadRemote.mockRejectedValue(chunkError());
    const app = await application('mf_search');
    await app.mount();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    // The page is going away: no fallback flashes before it does.
    expect(slot('mf_search')).toEqual({ status: 'loading' });
    await app.unmount();
    await app.mount();
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(slot('mf_search')).toMatchObject({ status: 'error', failure: 'error' });
  });

  it('leaves the slot idle when the slice is unmounted, and unmounts its parcel', async () => {
    const { runtime, singleSpa, application, slot } = await load({ remotes: [slice('mf_search')] });
    runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    const app = await application('mf_search');
    await app.mount();
    await settle();
    const mounted = singleSpa.mountRootParcel.mock.results[0].value as ReturnType<typeof parcel>;
    await app.unmount();
    expect(mounted.unmount).toHaveBeenCalled();
    expect(slot('mf_search')).toEqual({ status: 'idle' });
  });

  it('ignores a load that finishes after the slice was unmounted', async () => {
    const { runtime, singleSpa, application, slot } = await load({ remotes: [slice('mf_search')] });
    let finish: (value: unknown) => void = () => undefined;
    runtime.loadRemote.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const app = await application('mf_search');
    await app.mount();
    await app.unmount();
    finish({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    await settle();
    expect(singleSpa.mountRootParcel).not.toHaveBeenCalled();
    expect(slot('mf_search')).toEqual({ status: 'idle' });
  });

  it('drops a page the server drew that the slice left before hydrating it: the next mount draws its own page afresh', async () => {
    document.body.innerHTML = '<div id="prerendered"><div id="slice-mf_search" data-slice="mf_search" data-drawn><h1>Homes in Seattle</h1></div></div>';
    const { runtime, singleSpa, application, composition } = await load({ remotes: [slice('mf_search')] });
    let finish: (value: unknown) => void = () => undefined;
    runtime.loadRemote.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const app = await application('mf_search');
    await app.mount();
    expect(composition.holdsDrawnPage('mf_search')).toBe(true);
    await app.unmount();
    finish({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    await app.mount();
    await settle();
    const props = singleSpa.mountRootParcel.mock.calls[0][1] as { domElement: HTMLElement };
    expect(props.domElement.id).toBe('slice-mf_search');
    expect(props.domElement.hasAttribute('data-drawn')).toBe(false);
    expect(props.domElement.childNodes).toHaveLength(0);
    document.body.innerHTML = '';
  });

  it('lets a mount under way finish and unmounts it before the next mount draws in the same element', async () => {
    const { runtime, singleSpa, application, slot } = await load({ remotes: [slice('mf_search')] });
    runtime.loadRemote.mockResolvedValue({ bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
    let mounted: () => void = () => undefined;
    let status = 'MOUNTING';
    const first = {
      mountPromise: new Promise<void>((resolve) => (mounted = resolve)),
      getStatus: () => status,
      unmount: jest.fn(async () => void (status = 'NOT_MOUNTED')),
    };
    singleSpa.mountRootParcel.mockImplementationOnce(() => first);
    const app = await application('mf_search');
    await app.mount();
    await settle();
    // Left while still mounting: the unmount does not hold up the next page.
    await app.unmount();
    expect(first.unmount).not.toHaveBeenCalled();
    await app.mount();
    await settle();
    expect(singleSpa.mountRootParcel).toHaveBeenCalledTimes(1);
    status = 'MOUNTED';
    mounted();
    await settle();
    expect(first.unmount).toHaveBeenCalled();
    expect(singleSpa.mountRootParcel).toHaveBeenCalledTimes(2);
    expect(first.unmount.mock.invocationCallOrder[0]).toBeLessThan(singleSpa.mountRootParcel.mock.invocationCallOrder[1]);
    await settle();
    expect(slot('mf_search')).toEqual({ status: 'ready' });
  });
});
