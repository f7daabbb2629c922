import { SHARE_ROUTES } from '@/lib/seo';
import { tripPath, tripsOf } from '@/lib/trips/trips';
import { ANY_WIDTH, expect, test } from './fixtures';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

// Every page runs under its strict Content-Security-Policy (served by the static server from out/_headers).
// A violation is code the policy blocked: something on the page is broken, or would be on the real host.
test('no page, island or form check breaks the Content-Security-Policy', ANY_WIDTH, async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
    );
  });
  const tripPages = (['trekking', 'camping', 'adventure'] as const).flatMap((group) =>
    tripsOf(group).slice(0, 1).map(tripPath),
  );
  for (const path of [...Object.values(SHARE_ROUTES), ...tripPages]) {
    await page.goto(path);
    // Scrolling through wakes every island that loads near the viewport (carousels, gallery, videos, form).
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    if (path === '/') {
      const form = page.getByRole('form', { name: 'Tell us where you want to go' });
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(form.getByText('Provide a valid name')).toBeVisible();
    }
    expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
  }
});
