// The site's icons, its web app manifest and the picture a shared link shows when its page has no
// photo of its own: drawn here from one SVG house (ours) into the shell's build, so they are served
// from the site's origin (favicon.ico, apple-touch-icon.png, manifest.webmanifest, share-card.png).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { DEFAULT_SHARE_IMAGE, SITE_ICONS, SITE_NAME } from '@homeward/contracts';

/** The brand green (index.html's theme colour) and the page background. */
const BRAND = '#0b5d4b';
const BACKGROUND = '#ffffff';

/** A white house on a green tile, on a 64-unit grid: roof, walls, a door and a window. */
function houseSvg(size: number, { rounded = true } = {}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/>
<path fill="#fff" d="M32 11 8 31.5l3.2 3.7L15 32v21h34V32l3.8 3.2 3.2-3.7L46 23V14h-6v3.9z"/>
<rect x="27.5" y="38" width="9" height="15" rx="1" fill="${BRAND}"/>
<rect x="38.5" y="33" width="6" height="6" rx="1" fill="${BRAND}"/>
</svg>`;
}

/** The card a shared link to a page without a photo shows (1200 × 630, Open Graph's size). */
function shareCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${BRAND}"/>
<g transform="translate(96 207) scale(3.5)">${houseSvg(64).replace(/^<svg[^>]*>|<\/svg>$/g, '').replace(`fill="${BRAND}"/>`, 'fill="#ffffff" fill-opacity="0.12"/>')}</g>
<text x="376" y="300" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="92" font-weight="bold" fill="#fff">${SITE_NAME}</text>
<text x="376" y="372" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36" fill="#d7ebe5">Homes for sale in Washington</text>
<text x="376" y="420" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="36" fill="#d7ebe5">and Massachusetts</text>
</svg>`;
}

function png(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: true }, background: 'rgba(0,0,0,0)' }).render().asPng();
}

/** A .ico file holding PNG images (every browser reads PNG inside ICO), largest last. */
export function icoFromPngs(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

/** The web app manifest: the site's name, colours and icons. */
export function webManifest(): Record<string, unknown> {
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: 'Search homes for sale in Washington and Massachusetts, book tours and make offers.',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: BACKGROUND,
    theme_color: BRAND,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: SITE_ICONS.svg, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/** Writes the icons, the manifest and the share card into `dir` (the shell's build). */
export function buildSiteIcons(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const write = (name: string, data: string | Buffer) => writeFileSync(path.join(dir, name.replace(/^\//, '')), data);
  write(SITE_ICONS.svg, houseSvg(64));
  write(SITE_ICONS.favicon, icoFromPngs([16, 32, 48].map((size) => ({ size, data: png(houseSvg(size)) }))));
  // iOS rounds the corners itself, and a maskable icon is cut to any shape: both are drawn square.
  write(SITE_ICONS.appleTouch, png(houseSvg(180, { rounded: false })));
  write('/icon-192.png', png(houseSvg(192)));
  write('/icon-512.png', png(houseSvg(512)));
  write('/icon-maskable-512.png', png(houseSvg(512, { rounded: false })));
  write(DEFAULT_SHARE_IMAGE, png(shareCardSvg()));
  write(SITE_ICONS.manifest, `${JSON.stringify(webManifest(), null, 2)}\n`);
}
