import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
for (const lang of ['en', 'ar-SA']) {
  await page.goto(`http://127.0.0.1:47111/${lang}/oauth-login`);
  await page.mouse.move(10, 10);
  await page.waitForLoadState('networkidle');
  const out = await page.evaluate(() => {
    const h = document.querySelector('h1, h2');
    const chain = [];
    for (let e = h; e && e !== document.body; e = e.parentElement) {
      const s = getComputedStyle(e);
      chain.push(`${e.tagName}.${String(e.className).slice(0, 60)} pad=${s.paddingLeft}/${s.paddingRight} w=${e.getBoundingClientRect().width} x=${e.getBoundingClientRect().x}`);
    }
    return chain;
  });
  console.log(lang, out.join('\n  '));
}
await browser.close();
