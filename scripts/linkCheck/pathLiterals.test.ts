import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildRouteTable } from '@homeward/platform/routeTable';
import type { SliceRoute } from '@homeward/contracts';
import { knownGap } from '../../e2e/support/linkGaps';

/**
 * The source half of the link check: every internal path written in a link position in the
 * slices, the shell or the kernel (`to="/…"`, `href="/…"`, `to: '/…'`, `link('…', '/…')`,
 * `navigate('/…')`, `<Navigate to=…>`) must resolve to a route some slice declares, or be one of
 * the listed gaps. The browser crawl (e2e/tests/links-crawl.spec.ts) checks the rendered pages.
 */
const ROOT = path.join(__dirname, '../..');
const SLICES = readdirSync(ROOT).filter((folder) => folder.startsWith('mf-') && existsSync(path.join(ROOT, folder, 'src/routes.ts')));
const SOURCE_DIRS = ['shell/src', 'shared/ui/src', 'shared/platform/src', ...SLICES.map((folder) => `${folder}/src`)];

// Every slice's declared routes, read as the build reads them (routes.ts is pure data).
const table = buildRouteTable({
  remotes: SLICES.map((folder) => ({
    name: folder,
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    routes: (require(path.join(ROOT, folder, 'src/routes.ts')) as { routes: SliceRoute[] }).routes,
  })),
});

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

// A quoted internal path in a link position. The path stops at a quote, whitespace, '?', '#' or '${'.
const LINK_POSITIONS = [
  /\b(?:to|href)=["'](\/[^"'\s?#$]*)/g,
  /\b(?:to|href)=\{\s*["'`](\/[^"'`\s?#$]*)/g,
  /\b(?:to|href)\s*:\s*["'`](\/[^"'`\s?#$]*)/g,
  /\blink\(\s*[^,]+,\s*["'`](\/[^"'`\s?#$]*)/g,
  /\bnavigate\(\s*["'`](\/[^"'`\s?#$]*)/g,
];

interface Found {
  file: string;
  path: string;
}

/** Internal paths written in a link position in `text`. */
function linkLiterals(text: string, file = ''): Found[] {
  const found: Found[] = [];
  for (const pattern of LINK_POSITIONS) {
    for (const match of text.matchAll(pattern)) {
      const literal = match[1].replace(/\/+$/, '') || '/';
      // A template literal cut at '${' leaves a prefix (e.g. '/home/'): check only whole paths.
      const cut = text[match.index + match[0].length] === '$';
      if (!cut && !literal.includes(':') && !literal.startsWith('//') && !literal.startsWith('/api/')) found.push({ file, path: literal });
    }
  }
  return found;
}

function pathLiterals(): Found[] {
  return SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)).flatMap((file) => linkLiterals(readFileSync(file, 'utf8'), path.relative(ROOT, file))));
}

describe('internal path literals in the source', () => {
  const found = pathLiterals();

  it('finds the links it is meant to check (fixture)', () => {
    const source = `<Link to="/about">; <a href='/privacy-policy#cookies'>; { to: '/#faq' }; link('Rates', '/getloan'); navigate(\`/calendly\`); <Link to={\`/home/\${mls}\`}>`;
    expect(linkLiterals(source).map((f) => f.path)).toEqual(['/about', '/privacy-policy', '/', '/getloan', '/calendly']);
    // Links are built by the paths module; what is still written out (a fragment of the home page) is checked below.
    expect(found.length).toBeLessThan(10);
  });

  it('all resolve to a declared route, or to a listed gap', () => {
    const broken = found
      .filter((f) => !table.resolve(f.path) && !knownGap(f.path))
      .map((f) => `${f.file}: ${f.path}`);
    expect([...new Set(broken)]).toEqual([]);
  });

  it('would catch a link to a page nobody owns', () => {
    expect(table.resolve('/no-such-page')).toBeUndefined();
    expect(knownGap('/no-such-page')).toBeUndefined();
    expect(table.resolve('/mortgage')).toBeDefined();
  });
});
