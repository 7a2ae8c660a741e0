import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const [name, url, vp] of [['cambridge','/listings/city/MA/Cambridge?view=42.3736,-71.1097,15',{width:1280,height:800}], ['seattle','/listings/city/WA/Seattle',{width:1280,height:800}], ['phone','/listings/city/WA/Bellevue',{width:390,height:844}]]) {
  const p = await b.newPage({ viewport: vp });
  p.on('console', (m) => { if (m.type() === 'error') console.log(name, 'console:', m.text().slice(0, 200)); });
  await p.goto('http://127.0.0.1:9500' + url);
  await p.getByRole('button', { name: 'Accept all' }).click({ timeout: 5000 }).catch(() => {});
  if (name === 'phone') await p.getByRole('button', { name: 'Map', exact: true }).click().catch(() => {});
  await p.waitForTimeout(9000);
  await p.screenshot({ path: `/tmp/search-${name}.png` });
  console.log(name, await p.getByTestId('search-map').getAttribute('data-zoom').catch(() => 'none'), await p.locator('.maplibregl-ctrl-attrib').textContent().catch(() => 'no attrib'));
}
await b.close();
