import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { tripsOf } from '@/lib/trips/trips';
import { LANGUAGES, type Lang } from '@/content/languages';
import { SITE_PREFIXED_LANGS } from '@/content/site-languages';
import { expect, storedFor, test, toast, uniqueEmail } from './enquiry-inbox';

// One run of each language's essentials, not the whole suite per language: the form answers in the page's
// language, a send tells the owner which language it came from, axe finds nothing, the date picker names
// its month in the language.
test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: 'reduce' });

// 10:00 IST on Saturday 5 December 2026: the form's "today".
const NOW = new Date('2026-12-05T10:00:00+05:30');

/** The language's interface strings, read as the build reads them: the test knows no translation itself. */
function words(lang: Lang) {
  const strings = JSON.parse(readFileSync(`content/translations/${lang}/ui.json`, 'utf8')) as Record<
    string,
    string
  >;
  return (english: string) => {
    const text = strings[english];
    if (!text) throw new Error(`${lang}/ui.json has no "${english}"`);
    return text;
  };
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

for (const lang of SITE_PREFIXED_LANGS) {
  const t = words(lang);
  const { htmlLang, englishName } = LANGUAGES[lang];

  test.describe(`${englishName} (/${lang}/)`, () => {
    test('the empty form answers in the language, and a send carries the language to the owner', async ({
      page,
      request,
    }) => {
      await page.goto(`/${lang}/#enquiry`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      const root = page.getByRole('form', { name: t('Tell us where you want to go') });
      const firstName = root.getByRole('textbox', { name: t('First name'), exact: true });
      await expect(firstName).toBeVisible({ timeout: 45_000 });

      await root.getByRole('button', { name: t('Send enquiry') }).click();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(root.getByText(t('Provide a valid name'))).toBeVisible();
      await expect(root.getByText(t('Please provide a valid email'))).toBeVisible();
      await expect(toast(page, t('Please select at least one trip/activity'))).toBeVisible();

      const email = uniqueEmail(`lang-${lang}`);
      await firstName.fill('അനിൽ');
      await root.getByRole('textbox', { name: t('Email'), exact: true }).fill(email);
      await root.getByRole('textbox', { name: t('Phone'), exact: true }).fill('98765 43210');
      await root.getByRole('textbox', { name: t('Adults'), exact: true }).fill('2');
      await root.getByRole('checkbox', { name: t('Nature Education'), exact: true }).check();
      await root.getByRole('button', { name: t('Send enquiry') }).click();
      await expect(toast(page, t('Thank you. We will call you soon!'))).toBeVisible();
      const [stored] = await storedFor(request, email);
      // The owner's e-mail keeps its English words and names the visitor's language; the visitor's own
      // words arrive as typed.
      expect(stored?.template_params).toMatchObject({
        firstName: 'അനിൽ',
        natureEducation: 'Yes',
        date: 'Saturday, 5 December 2026',
        language: `${englishName} (${htmlLang})`,
      });
    });

    test('the date picker names its month and days in the language', async ({ page }) => {
      await page.goto(`/${lang}/#enquiry`);
      const root = page.getByRole('form', { name: t('Tell us where you want to go') });
      await expect(root.getByRole('textbox', { name: t('First name'), exact: true })).toBeVisible({
        timeout: 45_000,
      });
      await expect(root.getByRole('grid', { name: `${t('December')} 2026` })).toBeVisible();
      await root.getByRole('button', { name: t('Go to the Next Month') }).click();
      await expect(root.getByRole('grid', { name: `${t('January')} 2027` })).toBeVisible();
      await expect(root.getByText(`${t('January')} 2027`, { exact: true })).toBeVisible();
    });

    test('axe finds nothing on the home page and a trip page', async ({ page }) => {
      for (const path of [`/${lang}/`, `/${lang}/trekking/${tripsOf('trekking')[0]!.id}/`]) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(
          results.violations.map((violation) => `${path} ${violation.id}: ${violation.nodes.length}`),
        ).toEqual([]);
      }
    });
  });
}
