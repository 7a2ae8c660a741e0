import type { HomeTypeCode } from '@homeward/contracts';

const paths: Record<HomeTypeCode, string> = {
  RESI: 'M4 15 16 5l12 10v12H20v-7h-8v7H4z',
  COND: 'M7 4h18v24h-6v-5h-6v5H7zm4 4v3h3V8zm7 0v3h3V8zm-7 6v3h3v-3zm7 0v3h3v-3z',
  TSHR: 'M2 14 9 8l7 6 7-6 7 6v14H2zm5 6v5h4v-5zm14 0v5h4v-5z',
  MULT: 'M3 12 11 6l8 6v16H3zm10 0 8-6 8 6v16h-8V12zM7 16v3h3v-3zm0 5v3h3v-3z',
  VACL: 'M2 26c5-6 9-9 14-9s9 3 14 9zm11-14a4 4 0 1 1 8 0 4 4 0 0 1-8 0z',
  MANU: 'M3 13h20l6 5v7h-3a3 3 0 0 1-6 0H11a3 3 0 0 1-6 0H3zm4 3v3h4v-3zm7 0v3h4v-3z',
};

/** Tile pictogram; decorative, the tile's text names the type. */
export function HomeTypeIcon({ code }: { code: HomeTypeCode }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[code]} />
    </svg>
  );
}
