import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where the API lives: a path under it is written only in the kernel's contracts (`apiPaths` and the calls). */
const API_PATH = /(['"`])\/api\/[^'"`]*/g;

export interface ApiPathLiteral {
  file: string;
  line: number;
  text: string;
}

/** API paths spelt out in one source: in a string, a template or a comment that quotes one. */
export function apiPathLiterals(source: string, file = ''): ApiPathLiteral[] {
  const found: ApiPathLiteral[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(API_PATH)) found.push({ file, line: index + 1, text: match[0].slice(1) });
  });
  return found;
}

function sources(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) sources(file, into);
    else if (/\.(ts|tsx)$/.test(entry)) into.push(file);
  }
  return into;
}

/** Every API path written in the shell or a slice (their sources and tests). */
export function findApiPathLiterals(root: string): ApiPathLiteral[] {
  const apps = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mf-'))];
  return apps
    .map((app) => path.join(root, app, 'src'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    .flatMap((dir) => sources(dir))
    .flatMap((file) => apiPathLiterals(readFileSync(file, 'utf8'), path.relative(root, file)));
}
