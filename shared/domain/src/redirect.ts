/**
 * Spec 2.3 / 5: a redirect target is accepted only as an internal path.
 * Rejects protocol-relative (`//host`), backslash tricks (`/\host`), absolute URLs,
 * `javascript:`, dot segments (`/..//host`) and anything carrying control characters.
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  // Browsers strip tabs/newlines and treat backslashes as slashes when parsing URLs.
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false;
  // Dot segments (plain or percent-encoded) let a path climb back to `//host` once resolved.
  const path = target.split(/[?#]/, 1)[0];
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path)) return false;
  try {
    const base = 'https://homeward.invalid';
    const url = new URL(target, base);
    return url.origin === base;
  } catch {
    return false;
  }
}

/** The redirect target to use, or `fallback` when the candidate is not a safe internal path. */
export function safeRedirect(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback;
}
