import { inPage } from './in-page.mjs';

export const PROBLEMS_KEY = '__crossProblems';
// How the engines say a click did not happen: covered, not yet laid out, or replaced meanwhile.
const REFUSED_CLICK = /not clickable|not interactable|intercepted|stale|detached|not an Element/i;

/**
 * What the scenarios drive, the same for every engine: goto, click (by role and name, or by text),
 * fill (by label), read / readAll, waitFor, setViewport. An engine adapter supplies evaluate(fn, ...args),
 * element(query) (scrolled to the middle of the viewport), clickElement, typeInto, load(url),
 * resize(width, height) and nativeProblems(); this adds the waiting and the problem collection.
 */
export function createPage(engine, baseUrl) {
  const problems = [];

  /** Regular expressions cannot cross into the page: send them as pattern and flags. */
  const serialise = (query) =>
    query &&
    Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        value instanceof RegExp
          ? { pattern: value.source, flags: value.flags }
          : key === 'within'
            ? serialise(value)
            : value,
      ]),
    );

  async function collectProblems() {
    const fromPage = await engine
      .evaluate((key) => {
        try {
          const list = JSON.parse(sessionStorage.getItem(key) ?? '[]');
          sessionStorage.removeItem(key);
          return list;
        } catch {
          return [];
        }
      }, PROBLEMS_KEY)
      .catch(() => []);
    problems.push(...fromPage, ...engine.nativeProblems());
  }

  const describe = (query) => engine.evaluate(inPage, 'describe', serialise(query));
  const sameBox = (a, b) => ['x', 'y', 'width', 'height'].every((key) => a?.box[key] === b?.box[key]);

  /**
   * The element, visible, enabled and scrolled into view, once it has stopped moving: a click computes its
   * point first and lands there, so a drawer still sliding in or a page still settling would miss it.
   */
  async function visibleElement(query, timeout) {
    let last = 'not found';
    const deadline = Date.now() + timeout;
    for (;;) {
      const info = await describe(query);
      if (info?.visible && !info.disabled) {
        const handle = await engine.element(serialise(query));
        const placed = await describe(query);
        await sleep(100);
        if (handle && sameBox(placed, await describe(query))) return handle;
        last = 'still moving';
      } else if (info) last = `visible: ${info.visible}, disabled: ${info.disabled}`;
      if (Date.now() > deadline) throw new Error(`${JSON.stringify(query)}: ${last} after ${timeout} ms`);
      await sleep(100);
    }
  }

  return {
    async setViewport(width, height) {
      await engine.resize(width, height);
    },
    async goto(path) {
      await collectProblems();
      await engine.load(new URL(path, baseUrl).href);
    },
    async path() {
      return engine.evaluate(() => location.pathname);
    },
    async click(query, { timeout = 15_000 } = {}) {
      // A target still sliding in (the drawer, a carousel) can refuse a click for a moment. Only a refusal
      // is retried: a click that went through and failed later must not toggle anything twice.
      await eventually(async () => {
        try {
          await engine.clickElement(await visibleElement(query, timeout));
        } catch (error) {
          if (!REFUSED_CLICK.test(error.message)) throw Object.assign(error, { final: true });
          throw error;
        }
      }, timeout);
    },
    async scrollTo(query, { timeout = 15_000 } = {}) {
      await visibleElement(query, timeout);
    },
    /** Types into the field a label names, replacing what was there. */
    async fill(label, value, { within, timeout = 15_000 } = {}) {
      const handle = await visibleElement({ role: 'field', name: label, within }, timeout);
      await engine.typeInto(handle, value);
    },
    async read(query) {
      return engine.evaluate(inPage, 'describe', serialise(query));
    },
    async readAll(query) {
      return engine.evaluate(inPage, 'describeAll', serialise(query));
    },
    /** Waits until the first match is visible (or, with visible: false, until none is). */
    async waitFor(query, { visible = true, timeout = 15_000 } = {}) {
      let info = null;
      await eventually(async () => {
        info = await this.read(query);
        if (Boolean(info?.visible) !== visible)
          throw new Error(`${JSON.stringify(query)} is ${visible ? 'not ' : ''}visible`);
      }, timeout);
      return info;
    },
    /** Clears the storage the site keeps between visits (a draft, the send rate limit). */
    async clearStorage() {
      await collectProblems();
      await engine.evaluate((key) => {
        const kept = sessionStorage.getItem(key);
        sessionStorage.clear();
        localStorage.clear();
        if (kept) sessionStorage.setItem(key, kept);
      }, PROBLEMS_KEY);
    },
    /** Console errors and warnings, uncaught errors, CSP violations since the last call. */
    async takeProblems() {
      await collectProblems();
      return problems.splice(0);
    },
    evaluate: (fn, ...args) => engine.evaluate(fn, ...args),
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a check (which throws while it fails) until it passes, the time is up or an error is final. */
export async function eventually(check, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (error.final || Date.now() > deadline) throw error;
      await sleep(150);
    }
  }
}
