// Proves the import rules of eslint.config.mjs bite: each fixture is linted as if it sat at
// `filePath` and must be reported by `rule`; the allowed ones must pass. Prints one JSON line.
import { ESLint } from 'eslint';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const FIXTURES = [
  { name: 'domain imports the platform (upward)', filePath: 'shared/domain/src/lintFixture.ts', code: "import { http } from '@homeward/platform';\nexport const x = http;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'contracts import domain (upward, relative)', filePath: 'shared/contracts/src/lintFixture.ts', code: "import { formatRate } from '../../domain/src/format';\nexport const x = formatRate;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'ui imports the platform (sideways)', filePath: 'shared/ui/src/lintFixture.ts', code: "import { bus } from '@homeward/platform';\nexport const x = bus;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'platform imports the shell', filePath: 'shared/platform/src/lintFixture.ts', code: "import { App } from '../../../shell/src/App';\nexport const x = App;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a slice imports another slice', filePath: 'mf-content/src/lintFixture.ts', code: "import { routes } from '../../mf-listing/src/routes';\nexport const x = routes;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a new slice imports another slice', filePath: 'mf-admin/src/lintFixture.ts', code: "import { routes } from '../../mf-auth/src/routes';\nexport const x = routes;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'deep import into a kernel package', filePath: 'mf-search/src/lintFixture.ts', code: "import { buildRouteTable } from '@homeward/platform/src/routeTable';\nexport const x = buildRouteTable;\n", rule: 'no-restricted-imports' },
  { name: 'the kernel imports classic zod', filePath: 'shared/contracts/src/lintFixture.ts', code: "import { z } from 'zod';\nexport const x = z.string();\n", rule: 'no-restricted-imports' },
  { name: 'a slice imports zod itself', filePath: 'mf-listing/src/lintFixture.ts', code: "import { z } from 'zod/mini';\nexport const x = z.string();\n", rule: 'no-restricted-imports' },
  { name: 'allowed: the kernel imports zod/mini', filePath: 'shared/platform/src/lintFixture.ts', code: "import { z } from 'zod/mini';\nexport const x = z.string();\n", rule: null },
  { name: 'a slice writes a number with toLocaleString', filePath: 'mf-listing/src/lintFixture.ts', code: "export const x = (1234).toLocaleString('en-US');\n", rule: 'no-restricted-properties' },
  { name: 'the shell makes an Intl formatter', filePath: 'shell/src/lintFixture.ts', code: "export const x = new Intl.DateTimeFormat('en-US');\n", rule: 'no-restricted-properties' },
  { name: 'allowed: the domain formats with Intl (time zones)', filePath: 'shared/domain/src/lintFixture.ts', code: "export const x = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York' });\n", rule: null },
  { name: 'a script imports the API’s internals', filePath: 'scripts/lintFixture.ts', code: "import { MESSAGES } from '../api/src/http/errors';\nexport const x = MESSAGES;\n", rule: 'no-restricted-imports' },
  { name: 'allowed: a script takes the API’s public entry', filePath: 'scripts/lintFixture.ts', code: "import { MESSAGES } from '@homeward/api';\nexport const x = MESSAGES;\n", rule: null },
  { name: 'import cycle', filePath: 'scripts/lint/fixtures/cycle/first.ts', rule: 'import-x/no-cycle' },
  { name: 'a feature imports a sibling feature of its slice', filePath: 'scripts/lint/fixtures/mf-fixture/src/features/alpha/importsSiblingFeature.ts', rule: 'import-x/no-restricted-paths' },
  { name: 'a feature imports a page', filePath: 'scripts/lint/fixtures/mf-fixture/src/features/alpha/importsPage.ts', rule: 'import-x/no-restricted-paths' },
  { name: 'allowed: a feature takes its own parts and the slice’s shared code', filePath: 'scripts/lint/fixtures/mf-fixture/src/features/alpha/importsOwnAndShared.ts', rule: null },
  { name: 'allowed: a page composes features', filePath: 'scripts/lint/fixtures/mf-fixture/src/pages/Page.ts', rule: null },
  { name: 'a real slice’s feature imports a sibling feature', filePath: 'mf-listing/src/features/tour/lintFixture.ts', code: "import { Gallery } from '../gallery/Gallery';\nexport const x = Gallery;\n", rule: 'import-x/no-restricted-paths' },
  { name: 'a script file imports the API’s internals', filePath: 'scripts/lint/fixtures/scriptImportsApiInternals.ts', rule: 'no-restricted-imports' },
  { name: 'a script imports a file inside a kernel package', filePath: 'scripts/lintFixture.ts', code: "import { buildRouteTable } from '@homeward/platform/src/routeTable';\nexport const x = buildRouteTable;\n", rule: 'no-restricted-imports' },
  { name: 'allowed: a script takes a kernel package’s named entry', filePath: 'scripts/lintFixture.ts', code: "import { buildRouteTable } from '@homeward/platform/routeTable';\nexport const x = buildRouteTable;\n", rule: null },
  { name: 'the API imports a slice’s source', filePath: 'api/src/lintFixture.ts', code: "import { routes } from '../../mf-listing/src/routes';\nexport const x = routes;\n", rule: 'no-restricted-imports' },
  { name: 'the API imports a file inside a kernel package', filePath: 'api/src/lintFixture.ts', code: "import { formatRate } from '@homeward/domain/src/format';\nexport const x = formatRate;\n", rule: 'no-restricted-imports' },
  { name: 'allowed: the API takes the contracts of the pages behind sign-in', filePath: 'api/src/lintFixture.ts', code: "import { authUserResponseSchema } from '@homeward/contracts/signed-in';\nexport const x = authUserResponseSchema;\n", rule: null },
  { name: 'allowed: a slice imports the kernel', filePath: 'mf-content/src/lintFixture.ts', code: "import { http } from '@homeward/platform';\nimport { formatRate } from '@homeward/domain';\nexport const x = [http, formatRate];\n", rule: null },
  { name: 'allowed: the design tokens stylesheet', filePath: 'shell/src/lintFixture.ts', code: "import '@homeward/ui/src/tokens.css';\nexport const x = 1;\n", rule: null },
];

const eslint = new ESLint({ cwd: ROOT, ignore: false });
const results = [];
for (const fixture of FIXTURES) {
  const filePath = path.join(ROOT, fixture.filePath);
  const [result] = fixture.code === undefined ? await eslint.lintFiles([filePath]) : await eslint.lintText(fixture.code, { filePath });
  results.push({ name: fixture.name, expected: fixture.rule, reported: [...new Set(result.messages.map((m) => m.ruleId))] });
}
console.log(JSON.stringify(results));
