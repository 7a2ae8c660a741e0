/**
 * Spec 6: scope checks read the user's `scope` field, which is either a list of scope names
 * (membership) or an object of flags (the key is truthy).
 */
export type ScopeField = readonly string[] | Readonly<Record<string, unknown>> | null | undefined;

export function hasScope(scope: ScopeField, name: string): boolean {
  if (!scope || !name) return false;
  if (Array.isArray(scope)) return scope.includes(name);
  return Boolean((scope as Readonly<Record<string, unknown>>)[name]);
}

/** Every one of the names (an empty list asks for nothing). */
export function hasAllScopes(scope: ScopeField, names: readonly string[]): boolean {
  return names.every((name) => hasScope(scope, name));
}
