import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^https?:\/\/[^/]+/, '').slice(-30)}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
let t = profile.startTime; const samples = [];
for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; samples.push([t, byId.get(profile.samples[i])]); }
// busy regions: consecutive non-idle samples
let region = null; const regions = [];
for (const [ts, n] of samples) {
  const idle = n.callFrame.functionName === '(idle)';
  if (!idle) { if (!region) region = { start: ts, end: ts, nodes: [] }; region.end = ts; region.nodes.push(n); }
  else if (region && ts - region.end > 2000) { regions.push(region); region = null; }
}
if (region) regions.push(region);
for (const r of regions.filter((r) => r.end - r.start > 40000)) {
  console.log(`--- region at ${((r.start - profile.startTime) / 1000) | 0} ms, ${((r.end - r.start) / 1000) | 0} ms`);
  const self = new Map(); const incl = new Map();
  for (const n of r.nodes) {
    self.set(name(n), (self.get(name(n)) ?? 0) + 1);
    const seen = new Set(); let x = n.id; while (x !== undefined) { const k = name(byId.get(x)); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + 1); seen.add(k); } x = parent.get(x); }
  }
  const total = r.nodes.length;
  console.log('  self:', [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${Math.round(v * 100 / total)}% ${k}`).join(' | '));
  console.log('  incl:', [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${Math.round(v * 100 / total)}% ${k}`).join(' | '));
}
await browser.close();
