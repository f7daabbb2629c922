// Lighthouse's simulated performance score of a page: the route bench's second opinion.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export async function lighthouseScore(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    return lhr.categories.performance.score === null
      ? null
      : Math.round(lhr.categories.performance.score * 100);
  } catch {
    return null;
  } finally {
    await chrome.kill();
  }
}
