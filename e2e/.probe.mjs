import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: Number(process.env.H ?? 900) } });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 600)); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message, e.stack?.slice(0, 800)));
const base = 'http://localhost:9400';
const r = await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-client-token': 'homeward-web' }, body: JSON.stringify({ email: 'admin@homeward.local', password: 'homeward-dev-admin' }) });
const { data } = await r.json();
await page.addInitScript((a) => {
  localStorage.setItem('loginDetails', JSON.stringify({ id: a.user.id, accessToken: a.token, tokenExpiration: a.tokenExpiration }));
  localStorage.setItem('userToken', a.user.id);
  localStorage.setItem('_token.homeward', a.token);
  localStorage.setItem('_refresh_token.homeward', a.refreshToken);
  localStorage.setItem('isAdmin', 'true');
  localStorage.setItem('cookiePreferences', JSON.stringify({ functional: true, performance: false, targeting: false, decidedAt: new Date().toISOString() }));
}, data);
for (const path of (process.env.PAGES ?? '/admin/agents').split(',')) {
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  const name = path.replace(/\W+/g, '_');
  await page.screenshot({ path: `/tmp/admin-shot${name}-${process.env.W ?? 1280}.png`, fullPage: !!process.env.FULL });
  console.log('shot', path);
}
await browser.close();
