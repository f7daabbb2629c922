import { Carousel } from '@/components/carousel/carousel';
import { ImageSlide } from '@/components/carousel/image-slide';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { bunnyBudsIn } from '@/content/bunny-buds';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { localePath } from '@/content/languages';

/** Bunny Buds in a sentence, with a slider of what children do there. */
export function BunnyBudsPromo({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { promo, promoSlides } = bunnyBudsIn(lang);
  const slides = promoSlides.map((slide) => (
    <ImageSlide key={slide.name} src={slide.image} sizes="(min-width: 1024px) 36rem, 100vw">
      <span className="block text-2xl font-extrabold">{slide.name}</span>
      <span className="mt-1 block text-mist">{slide.tagline}</span>
    </ImageSlide>
  ));
  return (
    <section aria-labelledby="bunny-buds-heading" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-content items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <SectionHeading
            id="bunny-buds-heading"
            eyebrow={t('For children')}
            title={t('Bunny Buds')}
            intro={<p>{promo}</p>}
          />
          <ButtonLink href={localePath(lang, '/bunny-buds/')} variant="dark" className="mt-8">
            <span aria-hidden="true">{t('Know more')}</span>
            <span className="sr-only">{t('Know more about Bunny Buds')}</span>
          </ButtonLink>
        </div>
        <Carousel
          label="Bunny Buds moments"
          name={t('Bunny Buds moments')}
          lang={lang}
          slides={slides}
          perView={[1, 1, 1]}
          gap={16}
        />
      </div>
    </section>
  );
}
