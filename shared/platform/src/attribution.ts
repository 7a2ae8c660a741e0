import { attributionFromUrl, cleanSegment, hasAttribution, type Attribution } from '@homeward/domain';
import { readJson, writeJson } from './storage';

/** Session-storage key (this tab's visit only) of the referrer that brought the visitor. */
export const ATTRIBUTION_STORAGE_KEY = 'homeward.attribution';

/**
 * Remembers the referrer/affiliation a page address carries (spec 2.2) for the rest of this tab's
 * visit. The shell calls it on every navigation, so a visitor who arrived through
 * `/:refferer/listings/...` is still credited after moving on to pages whose addresses carry none.
 */
export function rememberAttribution(pathname: string, search = ''): Attribution {
  const found = attributionFromUrl(pathname, search);
  if (hasAttribution(found)) writeJson(ATTRIBUTION_STORAGE_KEY, found, 'tab');
  return found;
}

/** What was stored is checked again: only clean segments count. */
function parseRemembered(raw: unknown): Attribution | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { refferer, affiliation } = raw as Record<string, unknown>;
  const r = cleanSegment(typeof refferer === 'string' ? refferer : undefined);
  const a = cleanSegment(typeof affiliation === 'string' ? affiliation : undefined);
  return { ...(r && { refferer: r }), ...(a && { affiliation: a }) };
}

const remembered = (): Attribution => readJson(ATTRIBUTION_STORAGE_KEY, parseRemembered, 'tab') ?? {};

/** The referrer of this visit: the current address's, else the one remembered for this tab. */
export function currentAttribution(): Attribution {
  if (typeof window === 'undefined') return {};
  const here = rememberAttribution(window.location.pathname, window.location.search);
  return hasAttribution(here) ? here : remembered();
}

/** `body` with the visit's referrer attached, unless the caller already named one (a widget's own). */
export function withAttribution<T extends object>(body: T & { attribution?: Attribution }): T & { attribution?: Attribution } {
  if (body.attribution && hasAttribution(body.attribution)) return body;
  const attribution = currentAttribution();
  if (hasAttribution(attribution)) return { ...body, attribution };
  const { attribution: _empty, ...rest } = body;
  return rest as T;
}
