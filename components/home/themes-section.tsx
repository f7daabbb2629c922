import { Carousel } from '@/components/carousel/carousel';
import { MediaImage } from '@/components/media/media-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { homeIn } from '@/content/home';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

/** The slide show of the five experience themes. */
export function ThemesSection({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { themes } = homeIn(lang);
  const slides = themes.map((theme) => (
    <article
      key={theme.id}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/15"
    >
      <MediaImage
        src={theme.image}
        alt=""
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full"
      />
      <div className="flex-1 p-6">
        <h3 className="text-xl font-extrabold text-white">{theme.name}</h3>
        <p className="mt-2 text-mist">{theme.description}</p>
      </div>
    </article>
  ));
  return (
    <section aria-labelledby="themes-heading" className="on-dark bg-forest py-16 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionHeading
          id="themes-heading"
          eyebrow={t('Experiences')}
          title={t('What a few days here feel like')}
          tone="dark"
        />
        <Carousel
          label="Experience themes"
          name={t('Experience themes')}
          lang={lang}
          slides={slides}
          perView={[1, 2, 3]}
          tone="dark"
          dots
          className="mt-10"
        />
      </div>
    </section>
  );
}
