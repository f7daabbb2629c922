import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the layers' rule for `code` as if it were the file `path`. */
async function layerMessages(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

// The project's own config (eslint.config.mjs), loaded once: on a busy machine that takes half a minute.
beforeAll(() => eslint.calculateConfigForFile('lib/env.ts'), 120_000);

describe('the layers, as lint enforces them', () => {
  it.each([
    ['lib/trips/card.ts', "import { PackageCard } from '@/components/packages/package-card';"],
    ['lib/trips/card.ts', "import { PackageCard } from '../../components/packages/package-card';"],
    ['lib/sitemap.ts', "import page from '@/app/page';"],
    ['lib/media-widths.ts', "import { WIDTHS } from '@/scripts/media/pictures.mjs';"],
    ['lib/enquiry/options.ts', "import { testOptions } from '@/test/fixtures/enquiry-options';"],
    ['content/treks.ts', "import { env } from '@/lib/env';"],
    ['content/data-files.ts', "import { listen } from '../scripts/listen.mjs';"],
    ['content/media-name.mjs', "import { Gallery } from '../components/gallery/gallery.tsx';"],
  ])('refuses %s importing upwards: %s', async (path, code) => {
    const [message] = await layerMessages(path, code);
    expect(message?.message).toMatch(/sits below .*: it must not import from there\./);
  });

  it.each([
    ['lib/trips/card.ts', "import { treks } from '@/content/treks';"],
    ['components/packages/card.tsx', "import { formatRate } from '@/lib/packages/format';"],
    ['app/page.tsx', "import { HomeHero } from '@/components/home/home-hero';"],
    ['content/treks.ts', "import { parse } from './parse';"],
    // A test may reach across the layers to test them.
    ['lib/content-shown.test.ts', "import { gallerySlides } from '@/components/gallery/gallery-slides';"],
  ])('lets %s import downwards or sideways: %s', async (path, code) => {
    expect(await layerMessages(path, code)).toEqual([]);
  });
});
