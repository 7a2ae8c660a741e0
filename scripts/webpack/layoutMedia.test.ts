import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { widthBelow } from '@homeward/platform';
import { CARD_LAYOUT_SWITCH_PX, HOME_COMPACT_HEADER_BELOW_PX, MOBILE_MAX_WIDTH_PX, NARROW_LAYOUT_SWITCH_PX, PHONE_LANDSCAPE_MAX_WIDTH_PX, WIDE_LAYOUT_SWITCH_PX } from '@homeward/domain';

/**
 * Runs a stylesheet through the build's PostCSS step. The PostCSS plugins are ES modules, which
 * Node loads but Jest does not, so it runs in a node process of its own.
 */
function buildCss(css: string): string {
  const script = `
    const postcss = require('postcss');
    const { postcssLoader } = require('./scripts/webpack/createConfig.cjs');
    const { plugins } = postcssLoader().options.postcssOptions;
    postcss(plugins).process(process.argv[1], { from: undefined }).then((r) => process.stdout.write(r.css));`;
  return execFileSync(process.execPath, ['-e', script, css], { cwd: ROOT, encoding: 'utf8' });
}

const ROOT = path.join(__dirname, '../..');
const SPEC_WIDTHS = [MOBILE_MAX_WIDTH_PX, CARD_LAYOUT_SWITCH_PX, PHONE_LANDSCAPE_MAX_WIDTH_PX, WIDE_LAYOUT_SWITCH_PX, NARROW_LAYOUT_SWITCH_PX];

function stylesheets(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) stylesheets(full, out);
    else if (name.endsWith('.css')) out.push(full);
  }
  return out;
}

describe('layout switches of spec 9 in stylesheets', () => {
  it('a named switch becomes the domain’s width when built', () => {
    const built = buildCss('@media (--hw-mobile) { a { color: red } }');
    expect(built).toContain(`@media (max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
    expect(built).not.toContain('--hw-mobile');
  });

  it('switches cards at the spec’s 576 px and phones held sideways at 812 px', () => {
    expect(CARD_LAYOUT_SWITCH_PX).toBe(576);
    expect(PHONE_LANDSCAPE_MAX_WIDTH_PX).toBe(812);
    const built = buildCss('@media (--hw-card-switch) { a { color: red } } @media (--hw-above-card-switch) { b { color: red } } @media (--hw-phone-landscape) { i { color: red } }');
    expect(built).toContain('@media (max-width: 576px)');
    expect(built).toContain('@media (min-width: 577px)');
    expect(built).toContain('@media (max-width: 812px)');
  });

  it('compacts the home page’s bar under 1400 px as the nav bar’s own width check does', () => {
    const built = buildCss('@media (--hw-home-compact-header) { header { color: red } }');
    expect(built).toContain(`@media ${widthBelow(HOME_COMPACT_HEADER_BELOW_PX)}`);
  });

  it('no stylesheet spells a spec width in a media query; they use the named switches', () => {
    const literal = new RegExp(`@media[^{]*\\b(${SPEC_WIDTHS.join('|')})px`);
    const files = ['shell/src', 'shared', 'mf-search/src', 'mf-listing/src', 'mf-auth/src', 'mf-account/src', 'mf-partners/src', 'mf-admin/src', 'mf-content/src'].flatMap(
      (dir) => stylesheets(path.join(ROOT, dir)),
    );
    const offenders = files.filter((file) => literal.test(readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
