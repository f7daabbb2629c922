import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1474.56*1024/8, uploadThroughput: 675*1024/8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await b.startTracing(page, { path: '/tmp/trace3.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(process.argv[2], { waitUntil: 'load', timeout: 120000 });
await page.waitForTimeout(4000);
await b.stopTracing();
await b.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/trace3.json', 'utf8'));
const navs = traceEvents.filter(e => e.name === 'navigationStart');
const navE = navs.find(e => (e.args?.data?.documentLoaderURL||'').startsWith('http')) ?? navs[0];
const nav = navE.ts, tid = navE.tid;
const main = traceEvents.filter(e => e.tid === tid && e.ph === 'X');
const tasks = main.filter(e => e.name === 'RunTask' && e.dur > (process.env.MIN||50)*1000 && e.ts > nav);
for (const t of tasks) {
  const kids = main.filter(e => e.ts >= t.ts && e.ts < t.ts + t.dur && e.name !== 'RunTask' && e.dur > 3000);
  const desc = kids.slice(0, 12).map(k => `${k.name}${k.args?.data?.functionName ? '(' + k.args.data.functionName + ')' : ''}${k.args?.data?.url ? '@' + k.args.data.url.replace(/.*\//,'').slice(0,14) : ''}${k.args?.data?.type ? '[' + k.args.data.type + ']' : ''}:${Math.round(k.dur/1000)}`).join(' ');
  console.log(Math.round((t.ts-nav)/1000), '+', Math.round(t.dur/1000), desc);
}
for (const n of ['firstContentfulPaint','largestContentfulPaint::Candidate']) { const x = traceEvents.filter(e=>e.name===n); for (const y of x) console.log(n, Math.round((y.ts-nav)/1000)); }
