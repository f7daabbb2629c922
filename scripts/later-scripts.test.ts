import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, joinFlightScripts } from './postbuild.mjs';
import { deferScripts, laterScriptSources, pageCode, startScriptsLater } from './later-scripts.mjs';

/** A page as Next 16 writes it: async chunks in the head, its bootstrap and payload at the end of the body. */
const nextPage = (head = '') =>
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="image" href="/media/banner.webp"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  head +
  '</head><body><main><h1>Treks</h1><button type="button">Menu</button></main>' +
  '<script type="application/ld+json">{"@type":"TravelAgency"}</script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/page.js"]});</script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '</body></html>';

/** The page's scripts in the order the loader gets them: Turbopack's runtime last. */
const SOURCES = [
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/page.js',
  '/_next/static/chunks/turbopack-runtime.js',
];
const RUNTIME = SOURCES.at(-1)!;
const CHUNKS = SOURCES.slice(0, -1);

type Listener = (event: unknown) => void;
type Entries = { getEntriesByName: (name: string) => unknown[] };
type Report = (list: Entries) => void;
const entriesNamed = (name: string): Entries => ({
  getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []),
});
/** A banner picture: loaded already or not, with the listeners the loader puts on it. */
type FakeBanner = { complete: boolean; on: Record<string, Listener> };
const banner = (complete = false): FakeBanner => ({ complete, on: {} });

type FakeElement = {
  tag: string;
  src?: string;
  async?: boolean;
  rel?: string;
  as?: string;
  href?: string;
  onload?: () => void;
  onerror?: () => void;
};

/**
 * Just enough of a browser for the loader: listeners on the window and the document, frames and timers
 * that run when the test says, and a head that records the elements added to it.
 */
function fakeBrowser(banners: FakeBanner[] = []) {
  const on: Record<string, Listener[]> = {};
  const onDocument: Record<string, Listener[]> = {};
  const queue: (() => void)[] = [];
  const added: FakeElement[] = [];
  const scripts = () => added.filter((element) => element.tag === 'script');
  const clicks: string[] = [];
  const observers: Report[] = [];
  const painted: string[] = [];
  const browser = {
    added,
    /** The addresses of the scripts added so far, in order. */
    started: () => scripts().map((script) => script.src),
    /** Each script added and not yet loaded loads, and those it brings in turn. */
    loadAll: () => {
      for (let done = 0; done < scripts().length; done += 1) scripts()[done]!.onload?.();
    },
    scripts,
    clicks,
    context: {
      addEventListener: (type: string, listener: Listener) => (on[type] ??= []).push(listener),
      requestAnimationFrame: (callback: () => void) => queue.push(callback),
      setTimeout: (callback: () => void) => queue.push(callback),
      // Reports each paint once it has reached the screen; with `buffered`, those before too.
      PerformanceObserver: class {
        constructor(private report: Report) {}
        observe({ buffered }: { buffered?: boolean }) {
          observers.push(this.report);
          if (buffered) painted.forEach((name) => this.report(entriesNamed(name)));
        }
      },
      self: {} as Record<string, unknown>,
      globalThis: {} as Record<string, unknown>,
      document: {
        querySelectorAll: (selector: string) =>
          selector === 'img[fetchpriority=high]'
            ? banners.map((picture) => ({
                complete: picture.complete,
                addEventListener: (type: string, listener: Listener) => (picture.on[type] = listener),
              }))
            : [],
        addEventListener: (type: string, listener: Listener) => (onDocument[type] ??= []).push(listener),
        createElement: (tag: string): FakeElement => ({ tag }),
        head: { append: (element: FakeElement) => added.push(element) },
      },
    },
    /** The browser reports a paint: 'first-paint', then 'first-contentful-paint'. */
    paint: (name: string) => {
      painted.push(name);
      observers.forEach((report) => report(entriesNamed(name)));
    },
    fire: (type: string) => on[type]?.forEach((listener) => listener({ type })),
    /** A click on an element inside the button `button` describes, as the document's capture sees it. */
    click: (button: { type: string; name: string }) => {
      const element = {
        isConnected: true,
        click: () => clicks.push(button.name),
        closest: (selector: string) =>
          selector === 'button[type=button]' && button.type === 'button' ? element : null,
      };
      onDocument.click?.forEach((listener) => listener({ target: { closest: element.closest } }));
      return element;
    },
    /** Runs the frames and timers due, and those they ask for in turn. */
    flush: () => {
      while (queue.length) queue.shift()!();
    },
  };
  return browser;
}

/** Runs the page's copy of the loader (what `deferScripts` writes) in `browser` for `sources`. */
function runLoader(browser: ReturnType<typeof fakeBrowser>, sources = SOURCES) {
  runInNewContext(`(${pageCode(startScriptsLater)})(${JSON.stringify(sources)})`, browser.context);
}

describe('deferScripts', () => {
  const page = joinFlightScripts(nextPage());
  const deferred = deferScripts(page);

  it('takes out every async script and its preload, and keeps the nomodule polyfill', () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async=""/);
    expect(deferred).not.toContain('as="script"');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<link rel="preload" as="image" href="/media/banner.webp"/>');
    expect(laterScriptSources(deferred)).toEqual(SOURCES);
  });

  it('leaves one inline script to hash: the payload, then the bootstrap, then the loader', () => {
    expect(inlineScriptHashes(deferred)).toHaveLength(1);
    expect(deferred).not.toContain('id="_R_"');
    const context = { self: {} as { __next_f?: unknown[] }, globalThis: {} as { TURBOPACK?: unknown[] } };
    const browser = fakeBrowser();
    Object.assign(browser.context, context);
    const code = /<script>([^<]*)<\/script><\/body>/.exec(deferred)?.[1] ?? '';
    runInNewContext(code, browser.context);
    expect(context.self.__next_f).toEqual([[0], [1, '1:"$Sreact.fragment"\n']]);
    expect(context.globalThis.TURBOPACK).toEqual([{ otherChunks: ['static/chunks/page.js'] }]);
    expect(browser.added).toEqual([]);
    browser.paint('first-contentful-paint');
    browser.flush();
    browser.loadAll();
    expect(browser.started()).toEqual(SOURCES);
  });

  it('refuses a page whose scripts it would leave to load early', () => {
    const blocking = joinFlightScripts(nextPage('<script src="/_next/static/chunks/extra.js"></script>'));
    expect(() => deferScripts(blocking)).toThrow(/left to load early/);
  });

  it('leaves a page without async scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>Offline</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    expect(laterScriptSources(plain)).toEqual([]);
  });
});

describe("the page's loader", () => {
  it('starts nothing before the first contentful paint, then every chunk once, a frame later', () => {
    const browser = fakeBrowser();
    runLoader(browser);
    browser.fire('load');
    browser.paint('first-paint');
    browser.flush();
    expect(browser.added).toEqual([]);
    browser.paint('first-contentful-paint');
    expect(browser.added).toEqual([]);
    browser.flush();
    expect(browser.scripts().map((script) => [script.src, script.async])).toEqual(
      CHUNKS.map((src) => [src, true]),
    );
    browser.fire('scroll');
    browser.paint('first-contentful-paint');
    browser.flush();
    expect(browser.started()).toEqual(CHUNKS);
  });

  it('starts them when the page painted before it ran, a frame later', () => {
    const browser = fakeBrowser();
    browser.paint('first-contentful-paint');
    runLoader(browser);
    expect(browser.added).toEqual([]);
    browser.flush();
    expect(browser.started()).toEqual(CHUNKS);
  });

  it('waits for the banner pictures still loading (or failing), not for those already in', () => {
    const loading = [banner(), banner()];
    const browser = fakeBrowser([...loading, banner(true)]);
    runLoader(browser);
    browser.paint('first-contentful-paint');
    loading[0]!.on.load?.({});
    browser.flush();
    expect(browser.added).toEqual([]);
    loading[1]!.on.error?.({});
    browser.flush();
    expect(browser.started()).toEqual(CHUNKS);
  });

  it('waits for the first contentful paint when the banner comes in before it', () => {
    const picture = banner();
    const browser = fakeBrowser([picture]);
    runLoader(browser);
    picture.on.load?.({});
    browser.flush();
    expect(browser.added).toEqual([]);
    browser.paint('first-contentful-paint');
    browser.flush();
    expect(browser.started()).toEqual(CHUNKS);
  });

  it("starts the runtime's download with the others and runs it once every other script has loaded or failed", () => {
    const browser = fakeBrowser();
    runLoader(browser);
    browser.fire('pointerdown');
    expect(browser.added.filter((element) => element.tag === 'link')).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: RUNTIME },
    ]);
    browser.scripts()[1]!.onload?.();
    expect(browser.started()).toEqual(CHUNKS);
    browser.scripts()[0]!.onerror?.();
    expect(browser.started()).toEqual(SOURCES);
  });

  it('starts a lone script at once', () => {
    const browser = fakeBrowser();
    runLoader(browser, [RUNTIME]);
    browser.fire('keydown');
    browser.fire('scroll');
    expect(browser.added.map((element) => element.src)).toEqual([RUNTIME]);
  });

  it.each(['pointerdown', 'keydown', 'scroll'])('starts them at the first %s if that comes first', (type) => {
    const browser = fakeBrowser();
    runLoader(browser);
    browser.fire(type);
    expect(browser.started()).toEqual(CHUNKS);
  });

  it('makes a tap on a button again once every script has loaded or failed, and starts them for it', () => {
    const browser = fakeBrowser();
    runLoader(browser);
    const menu = browser.click({ type: 'button', name: 'Menu' });
    expect(browser.started()).toEqual(CHUNKS);
    browser.scripts()[0]!.onload?.();
    browser.scripts()[1]!.onerror?.();
    browser.flush();
    expect(browser.clicks).toEqual([]);
    browser.scripts()[2]!.onload?.();
    browser.flush();
    expect(browser.clicks).toEqual(['Menu']);
    expect(menu.isConnected).toBe(true);
  });

  it('keeps only the last tap, never a submit button, and nothing once the scripts have run', () => {
    const browser = fakeBrowser();
    runLoader(browser);
    browser.click({ type: 'button', name: 'Previous' });
    browser.click({ type: 'button', name: 'Next' });
    browser.click({ type: 'submit', name: 'Send' });
    browser.loadAll();
    browser.flush();
    expect(browser.clicks).toEqual(['Next']);
    browser.click({ type: 'button', name: 'Menu' });
    browser.flush();
    expect(browser.clicks).toEqual(['Next']);
  });

  it('does not make a tap again on a button no longer in the page', () => {
    const browser = fakeBrowser();
    runLoader(browser);
    const gone = browser.click({ type: 'button', name: 'Menu' });
    gone.isConnected = false;
    browser.loadAll();
    browser.flush();
    expect(browser.clicks).toEqual([]);
  });

  it('is copied into the page without spaces or comments, and no string in it has a space', () => {
    const code = pageCode(startScriptsLater);
    expect(code).not.toMatch(/\/\/|\n|(?<![\w$]) | (?![\w$])/);
    for (const [string] of String(startScriptsLater).matchAll(/'[^']*'/g)) expect(string).not.toMatch(/\s/);
  });
});
