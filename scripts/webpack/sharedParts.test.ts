// The site shares only the parts of react-router and @tanstack/react-query it uses
// (reactRouterParts.mjs, reactQueryParts.mjs). Federation hands a slice the shared module as it is,
// so a name missing there is not caught by the build: the page would get `undefined` and break.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const PARTS = { 'react-router': 'reactRouterParts.mjs', '@tanstack/react-query': 'reactQueryParts.mjs' } as const;

function exported(file: string): Set<string> {
  const text = readFileSync(path.join(__dirname, file), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

/** Source files that run in the browser: not tests, and not the modules built for Node only. */
function browserSources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'dist') browserSources(file, found);
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !/^(prerender|testing)\.tsx$/.test(entry)) {
      // (testing.tsx holds helpers only tests import: it is never in a bundle.)
      found.push(file);
    }
  }
  return found;
}

/** Names a file imports as values (not `type`) from a module. */
function valueImports(text: string, module: string): string[] {
  const pattern = new RegExp(`import\\s+(?!type\\s)\\{([^}]*)\\}\\s+from\\s+'${module.replace(/[/@-]/g, '\\$&')}'`, 'g');
  return [...text.matchAll(pattern)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!),
  );
}

const folders = readdirSync(ROOT)
  .filter((folder) => folder === 'shell' || folder.startsWith('mf-'))
  .map((folder) => path.join(ROOT, folder, 'src'))
  .concat(readdirSync(path.join(ROOT, 'shared')).map((folder) => path.join(ROOT, 'shared', folder, 'src')))
  .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());

describe.each(Object.entries(PARTS))('the shared parts of %s', (module, file) => {
  it('export every name the site’s browser code imports from it', () => {
    const parts = exported(file);
    const missing = folders
      .flatMap((dir) => browserSources(dir))
      .flatMap((source) => valueImports(readFileSync(source, 'utf8'), module).map((name) => ({ name, source: path.relative(ROOT, source) })))
      .filter(({ name }) => !parts.has(name));
    expect(missing).toEqual([]);
  });
});

it('finds what a file imports as values, leaving types out', () => {
  expect(valueImports("import { useQuery, type QueryClient, hydrate as fill } from '@tanstack/react-query';\nimport type { X } from '@tanstack/react-query';", '@tanstack/react-query')).toEqual(['useQuery', 'hydrate']);
});
