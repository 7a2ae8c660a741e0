import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const route of process.argv.slice(2)) {
  const page = await browser.newPage();
  const sizes = [];
  page.on('requestfinished', (r) => sizes.push(r.sizes().then((s) => ({ js: r.resourceType() === 'script', b: s.responseBodySize + s.responseHeadersSize }))));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('http://localhost:9600' + route);
  await page.locator('main h1').first().waitFor({ timeout: 90000 });
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  console.log(route, 'js KB', (all.filter((x) => x.js).reduce((a, x) => a + x.b, 0) / 1024).toFixed(1), 'requests', all.length, 'errors', errors.length);
  await page.close();
}
await browser.close();
