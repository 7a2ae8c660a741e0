import { chromium } from '@playwright/test';
const [, , url, out, w, h] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w || 1280), height: Number(h || 900) } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
try { await page.locator('h1').first().waitFor({ timeout: 20000 }); } catch { errors.push('no h1'); }
await page.waitForTimeout(1500);
await page.screenshot({ path: out });
console.log(JSON.stringify({ errors, sheets: await page.evaluate(() => [...document.styleSheets].map((s) => s.href)), styles: await page.evaluate(() => document.querySelectorAll('style').length) }, null, 1));
await browser.close();
