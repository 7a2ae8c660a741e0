/**
 * Internal links the link check accepts although no slice owns their route yet: pages the account,
 * partner and admin areas are being built to serve. A link here that does resolve is simply fine;
 * any other unresolved link fails the check. Shrink this list as those pages land; it should end empty.
 */
export const KNOWN_LINK_GAPS: ReadonlyArray<{ area: string; pattern: RegExp }> = [
];

export function knownGap(pathname: string): string | undefined {
  return KNOWN_LINK_GAPS.find((gap) => gap.pattern.test(pathname))?.area;
}
