// Firefox ESR (Gecko) over WebDriver BiDi with puppeteer-core.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { inPage } from './in-page.mjs';
import { createPage } from './page.mjs';

export const FIREFOX_PATH = process.env.CROSS_FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(baseUrl) {
  if (!existsSync(FIREFOX_PATH))
    throw new Error(`No Firefox at ${FIREFOX_PATH}: apt-get install firefox-esr`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Overlay scrollbars, as on a phone: headless Firefox otherwise takes 12 px of a 390 px window.
    extraPrefsFirefox: { 'widget.gtk.overlay-scrollbars.enabled': true, 'ui.useOverlayScrollbars': 1 },
  });
  try {
    const tab = await browser.newPage();
    const native = [];
    tab.on('pageerror', (error) => native.push(`page error: ${error.message}`));
    tab.on('console', (message) => {
      if (['error', 'warn'].includes(message.type()))
        native.push(`console ${message.type()}: ${message.text()}`);
    });

    const engine = {
      evaluate: (fn, ...args) => tab.evaluate(fn, ...args),
      async element(query) {
        const handle = await tab.evaluateHandle(inPage, 'reveal', query);
        return handle.asElement() ?? (await handle.dispose());
      },
      clickElement: (handle) => handle.click(),
      async typeInto(handle, value) {
        await handle.click();
        await handle.evaluate((el) => el.select());
        await tab.keyboard.press('Backspace');
        await handle.type(value);
      },
      load: (url) => tab.goto(url, { waitUntil: 'load' }),
      resize: (width, height) => tab.setViewport({ width, height }),
      nativeProblems: () => native.splice(0),
    };
    const page = createPage(engine, baseUrl);
    return { page, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
