// The bench's reader, added to each page by the throttling proxy (not part of the site). `PLAN` is
// prepended by the proxy: the visit's pages in order, each with the link its reader taps.
// On a page of the plan it waits until the page is shown (a prerendered page: until it is activated),
// follows its largest paint, taps Menu on the first page half a second after that paint, taps the page's
// link 4 s after the page was shown, and reports each page with navigator.sendBeacon.
(() => {
  const here = location.pathname + location.search;
  const step = PLAN.findIndex((page) => page.path === here);
  if (step < 0) return;
  const page = PLAN[step];
  const report = (data) =>
    navigator.sendBeacon('/__bench/report', JSON.stringify({ step, path: here, ...data }));
  const now = () => performance.timeOrigin + performance.now();

  let lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  /** The first Menu tap: from the moment it was due to the frame that shows the drawer. */
  const menuTap = (at) =>
    new Promise((resolve) => {
      setTimeout(
        () => {
          // The Menu button in any language: the button that opens the page's menu popover.
          const button = document.querySelector('button[popovertarget]:not([popovertargetaction="hide"])');
          const drawer = button && document.getElementById(button.getAttribute('popovertarget'));
          if (!drawer) return resolve(null);
          button.click();
          requestAnimationFrame(() =>
            setTimeout(() => {
              const ms = performance.now() - at;
              drawer.hidePopover();
              resolve(ms);
            }, 0),
          );
        },
        Math.max(0, at - performance.now()),
      );
    });

  /** Resolves true once `check()` holds, false after `limitMs`. */
  const waitFor = (check, limitMs) =>
    new Promise((resolve) => {
      const until = performance.now() + limitMs;
      const poll = () =>
        check() ? resolve(true) : performance.now() > until ? resolve(false) : setTimeout(poll, 50);
      poll();
    });

  async function read() {
    const prerendered = document.prerendering === true;
    report({ started: true, prerendered });
    if (prerendered)
      await new Promise((resolve) =>
        document.addEventListener('prerenderingchange', resolve, { once: true }),
      );
    const [navigation] = performance.getEntriesByType('navigation');
    const activationStart = navigation?.activationStart ?? 0;
    const shownAt = performance.now();
    const sleepUntil = (at) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
    // A paint made while prerendering counts from the activation: that is when the reader saw it.
    const paint = () => {
      const at = Math.max(lcp, activationStart);
      return { lcpMs: Math.round(at - activationStart), lcpAt: performance.timeOrigin + at };
    };
    // A page painted whole while it was prerendered may report no largest paint after its activation:
    // then the first frame after the activation is when the reader saw it.
    const frame = new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
    const painted = await waitFor(() => lcp > 0, prerendered ? 5_000 : 30_000);
    if (!painted && !prerendered) return report({ error: 'no largest paint', done: true });
    if (!painted) lcp = await frame;
    const menuMs = step === 0 ? Math.round(await menuTap(lcp + 500)) : undefined;
    const link = page.tap ? document.querySelector(page.tap) : null;
    // The reader looks at the page for a second, then scrolls to what they will tap; the page's largest
    // paint is read before that scroll, so it is the paint of the page as it opened.
    let opened;
    if (page.scroll && link) {
      await sleepUntil(shownAt + 1000);
      opened = paint();
      link.scrollIntoView({ block: 'center' });
    }
    await sleepUntil(shownAt + 4000);
    const result = {
      prerendered: prerendered || activationStart > 0,
      framed: !painted,
      menuMs,
      loadMs: Math.round(performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0),
      resources: performance.getEntriesByType('resource').length,
      ...(opened ?? paint()),
    };
    if (!page.tap) return report({ ...result, done: true });
    if (!link) return report({ ...result, error: `no link ${page.tap}`, done: true });
    report({ ...result, tapAt: now() });
    link.click();
  }
  read();
})();
