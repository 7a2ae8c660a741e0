import { createRandom } from '../../db/seed/prng';

/**
 * Listing photos are generated illustrations (no external images): an exterior first, then simple
 * room scenes, coloured deterministically from the MLS number, each marked as a sample image.
 */

const WALLS = ['#e8dcc8', '#d9e4ec', '#f1e3d3', '#dfe8d8', '#ece0e8', '#f4efe6', '#d6dde8'];
const SIDINGS = ['#8a9ba8', '#b5651d', '#6b8e6b', '#c2b280', '#7a6f9b', '#a0522d', '#5f7d95', '#d2b48c'];
const ROOFS = ['#3b3b3b', '#5a3e36', '#2f4f4f', '#4a4a5a', '#6b4226'];
const ACCENTS = ['#c0392b', '#2e86c1', '#27ae60', '#f39c12', '#8e44ad', '#16a085'];
const ROOMS = ['Living room', 'Kitchen', 'Bedroom', 'Bathroom', 'Back yard', 'Dining room', 'Office'];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function frame(content: string, caption: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escapeXml(caption)}">
${content}
<rect x="0" y="552" width="800" height="48" fill="#000" fill-opacity="0.55"/>
<text x="24" y="583" font-family="Arial, Helvetica, sans-serif" font-size="20" fill="#fff">${escapeXml(caption)}</text>
</svg>`;
}

function exterior(mls: string): string {
  const r = createRandom(`photo:${mls}:exterior`);
  const siding = r.pick(SIDINGS);
  const roof = r.pick(ROOFS);
  const door = r.pick(ACCENTS);
  const width = r.int(360, 480);
  const x = (800 - width) / 2;
  const floors = r.chance(0.5) ? 2 : 1;
  const height = floors === 2 ? 230 : 150;
  const top = 470 - height;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let i = 0; i < 3; i++) {
      const wx = x + 40 + i * ((width - 120) / 2);
      const wy = top + 30 + f * 110;
      if (f === floors - 1 && i === 1) continue;
      windows.push(`<rect x="${wx}" y="${wy}" width="50" height="55" fill="#cfe8f7" stroke="#fff" stroke-width="5"/>`);
    }
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ea"/><stop offset="1" stop-color="#dff1fb"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky)"/>
<circle cx="${r.int(80, 720)}" cy="${r.int(60, 120)}" r="38" fill="#fff6c2"/>
<rect y="470" width="800" height="130" fill="#6fa86a"/>
<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${siding}"/>
<polygon points="${x - 30},${top} ${x + width / 2},${top - 110} ${x + width + 30},${top}" fill="${roof}"/>
${windows.join('\n')}
<rect x="${x + width / 2 - 30}" y="${470 - 100}" width="60" height="100" fill="${door}"/>
<rect x="${x + width / 2 - 60}" y="470" width="120" height="130" fill="#bdb8ad"/>
<circle cx="${x - 70}" cy="430" r="50" fill="#3f7f3a"/><rect x="${x - 76}" y="430" width="12" height="45" fill="#6b4a2b"/>`;
}

function room(mls: string, n: number, name: string): string {
  const r = createRandom(`photo:${mls}:${n}`);
  const wall = r.pick(WALLS);
  const accent = r.pick(ACCENTS);
  const floor = r.chance(0.5) ? '#b08d6b' : '#c9c1b6';
  const furniture =
    name === 'Kitchen'
      ? `<rect x="120" y="330" width="560" height="140" fill="#f5f5f5" stroke="#999"/><rect x="120" y="150" width="560" height="90" fill="${accent}" fill-opacity="0.7"/>`
      : name === 'Bedroom'
        ? `<rect x="220" y="340" width="360" height="120" rx="12" fill="${accent}"/><rect x="220" y="300" width="360" height="50" rx="10" fill="#fff"/>`
        : name === 'Back yard'
          ? `<rect y="330" width="800" height="270" fill="#6fa86a"/><circle cx="620" cy="300" r="80" fill="#3f7f3a"/><rect x="150" y="360" width="200" height="14" fill="#8b5a2b"/>`
          : `<rect x="200" y="360" width="400" height="100" rx="20" fill="${accent}"/><rect x="200" y="320" width="400" height="50" rx="16" fill="${accent}" fill-opacity="0.8"/>`;
  return `<rect width="800" height="600" fill="${wall}"/>
<rect y="470" width="800" height="130" fill="${floor}"/>
<rect x="${r.int(60, 520)}" y="90" width="200" height="160" fill="#cfe8f7" stroke="#fff" stroke-width="10"/>
${furniture}`;
}

const roomName = (n: number) => ROOMS[(n - 2) % ROOMS.length];

/** The caption drawn on a sample photo (and given with it as the feed's Media caption). */
export function listingPhotoCaption(mls: string, n: number): string {
  return n === 1 ? `Sample image, not a photo of this home · MLS# ${mls}` : `${roomName(n)} · sample image, not a photo of this home`;
}

export function listingPhotoSvg(mls: string, n: number): string {
  return frame(n === 1 ? exterior(mls) : room(mls, n, roomName(n)), listingPhotoCaption(mls, n));
}
