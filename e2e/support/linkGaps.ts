/**
 * Internal links the link check accepts although no slice owns their route yet: pages the account,
 * partner and admin areas are being built to serve. A link here that does resolve is simply fine;
 * any other unresolved link fails the check. Shrink this list as those pages land; it should end empty.
 */
export const KNOWN_LINK_GAPS: ReadonlyArray<{ area: string; pattern: RegExp }> = [
  { area: 'account', pattern: /^\/account(\/|$)/i },
  { area: 'account', pattern: /^\/user\//i },
  { area: 'account', pattern: /^\/verify\/email$/i },
  { area: 'partner', pattern: /^\/agent(\/|$)/i },
  { area: 'partner', pattern: /^\/become-a-partner(\/|$)/i },
  { area: 'partner', pattern: /^\/inspections\//i },
  { area: 'partner', pattern: /^\/partner\//i },
  { area: 'admin', pattern: /^\/admin(\/|$)/i },
];

export function knownGap(pathname: string): string | undefined {
  return KNOWN_LINK_GAPS.find((gap) => gap.pattern.test(pathname))?.area;
}
