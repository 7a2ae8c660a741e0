import type { HomeTypeCode } from '@homeward/contracts';

export interface HomeTypeInfo {
  code: HomeTypeCode;
  label: string;
}

/** Home type codes of spec 3, in the order the home-type tiles show them. */
export const HOME_TYPES: readonly HomeTypeInfo[] = [
  { code: 'RESI', label: 'House' },
  { code: 'COND', label: 'Condo' },
  { code: 'TSHR', label: 'Townhouse' },
  { code: 'MULT', label: 'Multi-family' },
  { code: 'VACL', label: 'Land' },
  { code: 'MANU', label: 'Manufactured' },
];

export const ALL_HOME_TYPE_CODES: readonly HomeTypeCode[] = HOME_TYPES.map((t) => t.code);

/** Default listing type filter of the search payload (spec 3 and 9). */
export const DEFAULT_LISTING_TYPES: readonly HomeTypeCode[] = ['RESI'];

export function homeTypeLabel(code: string): string {
  return HOME_TYPES.find((t) => t.code === code)?.label ?? code;
}
