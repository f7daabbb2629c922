import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await b.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto('http://127.0.0.1:4173/trekking/');
const carousel = page.getByRole('region', { name: 'Trek packages', exact: true });
await carousel.getByRole('heading', { level: 3 }).first().scrollIntoViewIfNeeded();
await page.waitForLoadState('load'); await page.waitForTimeout(1000);
const info = () => page.evaluate(() => { const l = document.querySelector('[aria-label="Trek packages"] .swiper-wrapper') ?? document.querySelector('.swiper-wrapper'); return { sl: l.scrollLeft, cw: l.clientWidth, tr: l.style.transform, active: document.querySelector('.swiper-slide-active')?.getAttribute('aria-label'), y: scrollY }; });
if (process.env.NOANCHOR) await page.addStyleTag({ content: '*{overflow-anchor:none !important}' }); console.log('before', await info());
await carousel.getByRole('button', { name: 'Next slide' }).click();
for (let i = 0; i < 8; i++) { await page.waitForTimeout(150); console.log(i, await info()); }
await page.screenshot({ path: '/tmp/dbg3.png' });
await b.close();
