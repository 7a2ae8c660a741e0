/**
 * Prints every URL of the site → the slice that owns it → the file that draws it:
 *   npm run routes            all of them
 *   npm run routes -- tour    those whose URL, slice or file contains "tour"
 */
import path from 'node:path';
import { siteRoutes } from './lib/siteRoutes';

const root = path.resolve(import.meta.dirname, '..');
const filter = process.argv[2]?.toLowerCase();
const rows = (await siteRoutes(root))
  .map((route) => [route.path, route.slice, route.file ?? (route.page ? `${route.page} (no such file)` : '(names no page)')])
  .filter((row) => !filter || row.some((cell) => cell.toLowerCase().includes(filter)));
const width = (column: number) => Math.max(...rows.map((row) => row[column].length));
const [urlWidth, sliceWidth] = [width(0), width(1)];
for (const [url, slice, file] of rows) console.log(`${url.padEnd(urlWidth)}  →  ${slice.padEnd(sliceWidth)}  →  ${file}`);
console.log(`\n${rows.length} routes`);
