import { imageProps } from '@/components/media/image-props';
import { SectionHeading } from '@/components/ui/section-heading';
import { homeIn } from '@/content/home';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

import { EnjoyPicker } from './enjoy-picker';

/** Things to Enjoy: pick one of five experiences to see it in the centre. */
export function ThingsToEnjoy({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { thingsToEnjoy } = homeIn(lang);
  // An item's place in the list is its id: the first one opens selected.
  const choices = thingsToEnjoy.map((item, index) => ({
    id: index,
    name: item.name,
    description: item.description,
    image: imageProps(item.image, '', '(min-width: 1024px) 48rem, 80vw'),
  }));
  return (
    <section aria-labelledby="enjoy-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionHeading
          id="enjoy-heading"
          eyebrow={t('Around Munnar')}
          title={t('Things to Enjoy')}
          intro={t('Tap an experience to bring it into view.')}
        />
        <div className="mt-10">
          <EnjoyPicker choices={choices} />
        </div>
      </div>
    </section>
  );
}
