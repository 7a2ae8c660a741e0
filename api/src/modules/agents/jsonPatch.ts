import { badRequest } from '../../http/errors';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Agent/Signup is sent as application/json-patch+json (spec 7). Clients send either the signup
 * object itself or a JSON Patch document of "add"/"replace" operations that builds it; the latter
 * is applied to an empty object here.
 */
export function bodyFromJsonPatch(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  const result: Record<string, unknown> = {};
  for (const operation of body) {
    if (typeof operation !== 'object' || operation === null) throw badRequest('Each patch operation must be an object.');
    const { op, path, value } = operation as { op?: unknown; path?: unknown; value?: unknown };
    if (op !== 'add' && op !== 'replace') throw badRequest('Only "add" and "replace" patch operations are accepted.');
    if (typeof path !== 'string' || !path.startsWith('/')) throw badRequest('A patch path must start with "/".');
    const segments = path
      .slice(1)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (segments.length > 4 || segments.some((s) => s === '' || FORBIDDEN_KEYS.has(s))) throw badRequest('A patch path is not valid.');
    let target = result;
    for (const segment of segments.slice(0, -1)) {
      const next = target[segment];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) target[segment] = {};
      target = target[segment] as Record<string, unknown>;
    }
    target[segments[segments.length - 1]] = value;
  }
  return result;
}
