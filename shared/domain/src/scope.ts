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

/**
 * The scope names the API grants (spec 6): every signed-in user, managers (role MANAGER, the admin
 * dashboard), agents, and one `partner:<type>` per partner profile. Routes declare them as `scopes`.
 */
export const SCOPES = { user: 'user', admin: 'admin', agent: 'agent' } as const;

/** The scope of a partner profile, from its type label: 'Loan Broker' → 'partner:loan-broker'. */
export function partnerScope(typeLabel: string): string {
  return `partner:${typeLabel.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}
