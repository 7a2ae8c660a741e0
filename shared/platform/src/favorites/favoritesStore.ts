import { createStore } from 'zustand/vanilla';
import { apiCalls } from '@homeward/contracts';
import { bus } from '../bus';
import { callApi } from '../apiClient';
import { favoritesQuery } from '../queries/favorites';
import { queryClient } from '../queryClient';
import { session, sessionStore } from '../session';
import { readJson, storageKeys, writeJson } from '../storage';

/** Spec 3: favourites sync across tabs through a broadcast channel with this name. */
export const FAVORITES_CHANNEL_NAME = 'favs-connection';

export interface FavoritesState {
  /** MLS numbers of the saved homes, most recent first. */
  mls: readonly string[];
  /** A heart pressed while signed out: saved once the user signs in (cleared if they do not). */
  pending: string | null;
  /** MLS numbers whose server update is in flight, so a heart can show it is working. */
  saving: readonly string[];
  /** True once the server's list has been read since sign-in (until then `mls` may be a stored copy). */
  synced: boolean;
}

/** Another tab or an older build may have written anything: keep only a list of MLS numbers. */
function asMlsList(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.every((m) => typeof m === 'string' && m.length > 0 && m.length <= 20) ? (raw as string[]) : undefined;
}

function readStoredList(): string[] {
  return readJson(storageKeys.favoriteList, asMlsList) ?? [];
}

export const favoritesStore = createStore<FavoritesState>(() => ({
  mls: session.isLoggedIn() ? readStoredList() : [],
  pending: null,
  saving: [],
  synced: false,
}));

let channel: BroadcastChannel | undefined;
/** A list the server sent this long ago is still its record: the page that asked for it is opening. */
const JUST_ANSWERED_MS = 5_000;

let started = false;
let teardown: Array<() => void> = [];
let loading: Promise<void> | undefined;
/**
 * The hearts pressed since the list now loading was asked for (saved or removed), which its answer
 * cannot know of: a change the server has made since wins over that older answer.
 */
let pressedWhileLoading: Map<string, boolean> | undefined;

/** Sets the list in this page, in storage, and in every other tab of this browser. */
function commit(list: readonly string[]): void {
  favoritesStore.setState({ mls: list });
  writeJson(storageKeys.favoriteList, list);
  // BroadcastChannel never delivers to its sender: this page was updated above.
  channel?.postMessage({ mls: list });
  bus.publish({ type: 'favorites:changed', mls: [...list] });
}

function setSaving(mls: string, on: boolean): void {
  const saving = favoritesStore.getState().saving.filter((m) => m !== mls);
  favoritesStore.setState({ saving: on ? [...saving, mls] : saving });
}

/** Replaces the list with the server's (the server is the record for a signed-in user). */
export function loadFavoritesFromServer(): Promise<void> {
  if (!session.isLoggedIn()) return Promise.resolve();
  // Sign-in and the account details arriving both ask for the list: one request serves both.
  loading ??= fetchServerList().finally(() => {
    loading = undefined;
  });
  return loading;
}

async function fetchServerList(): Promise<void> {
  const pressed = new Map<string, boolean>();
  pressedWhileLoading = pressed;
  try {
    // The favourites page's own query: one request serves both when it is asking too, or has just been answered.
    const favorites = await queryClient.fetchQuery({ ...favoritesQuery, staleTime: JUST_ANSWERED_MS });
    const saving = favoritesStore.getState().saving;
    const current = favoritesStore.getState().mls;
    // A heart pressed while the list was loading (still on its way, or already saved or removed)
    // wins over the older server answer.
    const fromServer = favorites.map((f) => f.mls).filter((m) => pressed.get(m) !== false);
    const added = current.filter((m) => saving.includes(m) || pressed.get(m) === true);
    commit([...new Set([...added, ...fromServer])]);
    favoritesStore.setState({ synced: true });
  } catch (error) {
    console.error('Favourites could not be loaded', error);
  } finally {
    if (pressedWhileLoading === pressed) pressedWhileLoading = undefined;
  }
}

async function save(mls: string, favorite: boolean): Promise<void> {
  const before = favoritesStore.getState().mls;
  const next = favorite ? [mls, ...before.filter((m) => m !== mls)] : before.filter((m) => m !== mls);
  commit(next);
  setSaving(mls, true);
  const loadingList = pressedWhileLoading;
  loadingList?.set(mls, favorite);
  try {
    await callApi(favorite ? apiCalls.addFavorite : apiCalls.removeFavorite, { params: { mls } });
  } catch (error) {
    // Refused: the server's list, loading or not, is right about this home.
    loadingList?.delete(mls);
    // Undo only this home, keeping any other change made meanwhile.
    const now = favoritesStore.getState().mls;
    commit(favorite ? now.filter((m) => m !== mls) : [mls, ...now.filter((m) => m !== mls)]);
    bus.publish({
      type: 'toast',
      kind: 'error',
      message: favorite ? 'This home could not be saved. Please try again.' : 'This home could not be removed. Please try again.',
    });
    console.error('Favourite change failed', error);
  } finally {
    setSaving(mls, false);
    // The list the server last sent no longer is its record: the next sync asks again.
    void queryClient.invalidateQueries({ queryKey: favoritesQuery.queryKey, refetchType: 'none' });
  }
}

/**
 * The heart: saves or removes a home. Signed out, it asks for the login modal and saves the home
 * once the user has signed in (spec 2.7 / 3).
 */
export function toggleFavorite(mls: string): Promise<void> {
  startFavoritesSync();
  if (!session.isLoggedIn()) {
    favoritesStore.setState({ pending: mls });
    bus.publish({ type: 'auth:login-requested', reason: 'Sign in to save this home to your favorites.' });
    return Promise.resolve();
  }
  const isFavorite = favoritesStore.getState().mls.includes(mls);
  return save(mls, !isFavorite);
}

/** Removes a home (the favourites page's Remove): never adds one, whatever this page last knew. */
export function removeFavorite(mls: string): Promise<void> {
  startFavoritesSync();
  if (!session.isLoggedIn()) return Promise.resolve();
  return save(mls, false);
}

export function isFavorite(mls: string): boolean {
  return favoritesStore.getState().mls.includes(mls);
}

async function onSignedIn(): Promise<void> {
  const { pending } = favoritesStore.getState();
  favoritesStore.setState({ pending: null });
  if (pending && !favoritesStore.getState().mls.includes(pending)) await save(pending, true);
  await loadFavoritesFromServer();
}

/**
 * Wires the store to the rest of the page once: other tabs (BroadcastChannel), sign-in and
 * sign-out (bus), and the account details arriving (session store).
 */
export function startFavoritesSync(): void {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(FAVORITES_CHANNEL_NAME);
    channel.addEventListener('message', (event: MessageEvent) => {
      const list = asMlsList((event.data as { mls?: unknown } | null)?.mls);
      if (list) favoritesStore.setState({ mls: list });
    });
  }
  const subscriptions = [
    bus.on('auth:signed-in').subscribe((event) => {
      // The tab where the user signed in saves the pending heart; the others only reload.
      if (event.fromOtherTab) void loadFavoritesFromServer();
      else void onSignedIn();
    }),
    bus.on('auth:login-modal-closed').subscribe((event) => {
      if (!event.signedIn) favoritesStore.setState({ pending: null });
    }),
    bus.on('auth:signed-out').subscribe(() => favoritesStore.setState({ mls: [], pending: null, saving: [], synced: false })),
  ];
  teardown = [
    ...subscriptions.map((s) => () => s.unsubscribe()),
    sessionStore.subscribe((state, previous) => {
      if (state.status === 'signed-in' && previous.status !== 'signed-in') void loadFavoritesFromServer();
      if (!state.loginDetails && previous.loginDetails) favoritesStore.setState({ mls: [], pending: null, saving: [], synced: false });
    }),
  ];
  if (sessionStore.getState().status === 'signed-in') void loadFavoritesFromServer();
}

/** Test seam: forgets wiring and state so each test starts clean. */
export function resetFavoritesForTests(): void {
  for (const stop of teardown) stop();
  teardown = [];
  loading = undefined;
  channel?.close();
  channel = undefined;
  started = false;
  favoritesStore.setState({ mls: [], pending: null, saving: [], synced: false });
}
