/**
 * No two files of a folder may differ only by case: `tourForm.ts` beside `TourForm.tsx` is one
 * name on a case-insensitive disk (macOS, Windows), and a newcomer cannot tell from an import
 * which of the two is meant. Names are compared without their extensions (`.module.css`,
 * `.test.tsx`, `.tsx`…), so a component's own stylesheet and test (`TourForm.tsx`,
 * `TourForm.module.css`, `TourForm.test.tsx`) are one module and never collide; a module beside
 * another whose name differs only by case does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Endings that belong to a module rather than name one: its stylesheet, its tests, its types. */
const MODULE_ENDINGS = /(\.module\.css|\.test\.tsx?|\.spec\.tsx?|\.d\.ts|\.[a-z0-9]+)$/i;

/** A file's name without the endings that tie it to its module: `TourForm.module.css` → `TourForm`. */
export function moduleName(file: string): string {
  let name = path.basename(file);
  while (MODULE_ENDINGS.test(name) && name.replace(MODULE_ENDINGS, '') !== '') name = name.replace(MODULE_ENDINGS, '');
  return name;
}

/** The groups of files, one group per folder and name, whose module names differ only by case. */
export function caseCollisions(files: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const key = path.join(path.dirname(file), moduleName(file).toLowerCase());
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return [...groups.values()].filter((group) => new Set(group.map(moduleName)).size > 1).map((group) => group.sort());
}

/** The repository's files (tracked or new, ignored ones left out), relative to `root`. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return listed.split('\n').filter((file) => file && existsSync(path.join(root, file)));
}
