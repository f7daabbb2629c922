// WebKitGTK (the engine of Safari) through WebKitWebDriver and MiniBrowser, with webdriverio over classic
// WebDriver. MiniBrowser has no headless mode, so the driver runs inside a virtual X server.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { inPage } from './in-page.mjs';
import { createPage, eventually } from './page.mjs';

export const WEBKIT_DRIVER = process.env.CROSS_WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';

/** Debian ships MiniBrowser under the architecture's library folder, e.g. /usr/lib/x86_64-linux-gnu. */
function findMiniBrowser() {
  if (process.env.CROSS_MINIBROWSER) return process.env.CROSS_MINIBROWSER;
  const folders = existsSync('/usr/lib') ? readdirSync('/usr/lib') : [];
  return folders
    .map((folder) => join('/usr/lib', folder, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find((path) => existsSync(path));
}

// MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk to nothing, a 390 px window fits.
const TINY_TOOLBAR =
  'toolbar, toolbar *, headerbar, headerbar *, entry, button { min-width:0; min-height:0; padding:0; margin:0; font-size:1px; }\n';

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function launchWebKit(baseUrl) {
  const miniBrowser = findMiniBrowser();
  if (!existsSync(WEBKIT_DRIVER) || !miniBrowser)
    throw new Error('WebKit needs WebKitWebDriver and MiniBrowser: apt-get install webkit2gtk-driver xvfb');
  const config = await mkdtemp(join(tmpdir(), 'cross-webkit-'));
  await mkdir(join(config, 'gtk-3.0'));
  await writeFile(join(config, 'gtk-3.0', 'gtk.css'), TINY_TOOLBAR);
  const port = await freePort();
  // Its own process group, so closing takes Xvfb, the driver and MiniBrowser down together.
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const stopDriver = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {}
  };
  process.once('exit', stopDriver);
  let browser;
  const close = async () => {
    await browser?.deleteSession().catch(() => {});
    stopDriver();
    process.off('exit', stopDriver);
    await rm(config, { recursive: true, force: true });
  };

  try {
    await eventually(async () => {
      if (!(await fetch(`http://127.0.0.1:${port}/status`)).ok) throw new Error('WebKitWebDriver not ready');
    }, 20_000);
    browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      connectionRetryCount: 1,
      capabilities: {
        browserName: 'MiniBrowser',
        // This driver refuses the BiDi upgrade webdriverio asks for by default.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      },
    });
    const engine = {
      evaluate: (fn, ...args) => browser.execute(fn, ...args),
      async element(query) {
        const found = await browser.execute(inPage, 'reveal', query);
        return found ? browser.$(found) : null;
      },
      clickElement: (element) => element.click(),
      async typeInto(element, value) {
        await element.click();
        await browser.execute((el) => el.select(), element);
        await browser.keys(['Backspace']);
        await element.addValue(value);
      },
      load: (url) => browser.url(url),
      async resize(width, height) {
        // The window is larger than the page by the toolbar: size it so the page gets what was asked.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const [innerWidth, innerHeight] = await browser.execute(() => [innerWidth, innerHeight]);
          if (innerWidth === width && innerHeight === height) return;
          const outer = await browser.getWindowRect();
          await browser.setWindowRect(
            null,
            null,
            outer.width + width - innerWidth,
            outer.height + height - innerHeight,
          );
        }
        const [innerWidth, innerHeight] = await browser.execute(() => [innerWidth, innerHeight]);
        if (innerWidth !== width)
          throw new Error(`WebKit window is ${innerWidth}×${innerHeight}, not ${width}`);
      },
      nativeProblems: () => [],
    };
    return { page: createPage(engine, baseUrl), close };
  } catch (error) {
    await close();
    throw error;
  }
}
