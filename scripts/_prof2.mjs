import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
await ctx.addInitScript(() => { window.__t = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) __t.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1474.56*1024/8, uploadThroughput: 675*1024/8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'load', timeout: 120000 });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = profile.timeDeltas; let t = profile.startTime; const times = [];
for (let i = 0; i < profile.samples.length; i++) { t += dt[i]; times.push(t); }
const isIdle = (i) => byId.get(profile.samples[i]).callFrame.functionName === '(idle)';
let stretches = []; let cur = null;
for (let i = 0; i < profile.samples.length; i++) {
  if (!isIdle(i)) { if (!cur) cur = { a: i, b: i }; else cur.b = i; }
  else if (cur && times[i] - times[cur.b] > 4000) { stretches.push(cur); cur = null; }
}
if (cur) stretches.push(cur);
stretches = stretches.filter(s => times[s.b] - times[s.a] > 40000);
for (const s of stretches.slice(-3)) {
  const self = {}, incl = {};
  for (let i = s.a; i <= s.b; i++) {
    const w = dt[i + 1] ?? 0; let id = profile.samples[i];
    const cf = byId.get(id).callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*\//, '')}:${cf.lineNumber}:${cf.columnNumber}`;
    self[k] = (self[k] || 0) + w;
    const seen = new Set();
    while (id) { const c = byId.get(id).callFrame; const kk = `${c.functionName || '(anon)'} ${c.url.replace(/.*\//, '')}:${c.columnNumber}`; if (!seen.has(kk)) { incl[kk] = (incl[kk] || 0) + w; seen.add(kk); } id = parent.get(id); }
  }
  console.log('STRETCH', Math.round((times[s.a] - profile.startTime) / 1000), 'dur', Math.round((times[s.b] - times[s.a]) / 1000));
  for (const [k, v] of Object.entries(self).sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log('  self', Math.round(v / 1000), k);
  for (const [k, v] of Object.entries(incl).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log('  incl', Math.round(v / 1000), k);
}
await b.close();
