// The framework's scripts start after the page has painted (issue 14). Next writes them as async
// <script src> tags, which a phone fetches beside the banner picture and the stylesheet, sharing the
// same slow connection, and which run before the picture is painted. postbuild (scripts/postbuild.mjs)
// takes them out of each page and hands their addresses to `startScriptsLater`, which runs in the page.

/**
 * Runs in the page, at the end of its body. Starts the scripts once the page has painted its banner
 * picture, or at the visitor's first touch, key or scroll if that comes sooner (a page opened in a
 * background tab paints, and so starts them, when it is shown). It does not wait for the load event:
 * pictures further down would hold the scripts back for nothing. A tap on a button before they have
 * run is not lost: it is made again once they have (React hydrates the button's section for it).
 * Only `type="button"` buttons are kept: a submit button does its work without scripts.
 *
 * The last script runs only once the others have: it is Turbopack's runtime, which starts the app when
 * it finds every chunk in place. Run in the same task as the compiling of the largest chunk (React's),
 * as happens when that chunk comes last, the start made a main-thread task of about 60 ms instead of 40.
 * Its download starts with the others (a preload), so it waits for nothing.
 *
 * Its source goes into every page as written, less its spaces (`pageCode`): no string in it has one.
 */
export function startScriptsLater(srcs) {
  const last = srcs.pop();
  let left = srcs.length + 1;
  let started = false;
  let tapped;
  const add = (src) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = script.onerror = () => {
      left -= 1;
      if (left === 1) add(last);
      if (!left) setTimeout(() => tapped?.isConnected && tapped.click());
    };
    document.head.append(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    if (left === 1) return add(last);
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'script';
    preload.href = last;
    document.head.append(preload);
    srcs.forEach(add);
  };
  // Once the first contentful paint has reached the screen (the browser reports it after it has) and
  // the banner pictures (high fetch priority: the largest paint) are in, a frame later.
  const banners = [...document.querySelectorAll('img[fetchpriority=high]')].filter((img) => !img.complete);
  let waiting = banners.length + 1;
  const ready = () => --waiting || requestAnimationFrame(() => setTimeout(start));
  for (const img of banners) {
    img.addEventListener('load', ready);
    img.addEventListener('error', ready);
  }
  new PerformanceObserver(
    (list) => list.getEntriesByName('first-contentful-paint').length && ready(),
  ).observe({
    type: 'paint',
    buffered: true,
  });
  for (const type of ['pointerdown', 'keydown', 'scroll']) addEventListener(type, start, { passive: true });
  document.addEventListener(
    'click',
    (event) => {
      const button = left && event.target.closest?.('button[type=button]');
      if (button) {
        tapped = button;
        start();
      }
    },
    true,
  );
}

/** A function's source without its comments' lines, line breaks and spaces next to punctuation. */
export function pageCode(fn) {
  return String(fn)
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([^\w$ ]) ?/g, '$1')
    .replace(/,([)}\]])/g, '$1');
}

const CALL = `(${pageCode(startScriptsLater)})(`;

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;

const BOOTSTRAP = /<script id="_R_">([^<]*)<\/script>/;

/**
 * The page with its async scripts (and their preloads) taken out. A call to `startScriptsLater` with
 * their addresses, Turbopack's runtime last, ends the page's payload script. Next's bootstrap script,
 * which only lists the chunks for the scripts to find, moves there too: the page's policy then needs one
 * hash for all its inline code. Next's nomodule polyfill stays: browsers that run modules never fetch it.
 */
export function deferScripts(html) {
  const isRuntime = (src) => /\/turbopack-[^/]*\.js$/.test(src);
  const sources = [...html.matchAll(ASYNC_SCRIPT)]
    .map((match) => match[1])
    .sort((a, b) => Number(isRuntime(a)) - Number(isRuntime(b)));
  if (sources.length === 0) return html;
  let page = html.replace(ASYNC_SCRIPT, '');
  for (const src of sources) {
    page = page.replace(`<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`, '');
  }
  const left = /<script(?=[^>]*\ssrc=)(?![^>]*\snoModule)[^>]*>/.exec(page) ?? /\sas="script"/.exec(page);
  if (left) throw new Error(`postbuild: a script is left to load early (${left[0]}); Next's output changed`);
  const bootstrap = BOOTSTRAP.exec(page)?.[1] ?? '';
  page = page.replace(BOOTSTRAP, '');
  const payloadEnd = page.lastIndexOf('])</script></body>');
  if (payloadEnd < 0) throw new Error("postbuild: the page's payload script does not end the body");
  const at = payloadEnd + '])'.length;
  return `${page.slice(0, at)};${bootstrap}${CALL}${JSON.stringify(sources)})${page.slice(at)}`;
}

/** The addresses a page hands to `startScriptsLater` (none for a page without them). */
export function laterScriptSources(html) {
  const at = html.indexOf(CALL);
  if (at < 0) return [];
  const list = html.slice(at + CALL.length, html.indexOf(']', at + CALL.length) + 1);
  return JSON.parse(list);
}
