import { MediaImage } from '@/components/media/media-image';
import { RevealOnView } from '@/components/ui/reveal-on-view';
import { SectionHeading } from '@/components/ui/section-heading';
import { homeIn } from '@/content/home';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { localePath } from '@/content/languages';
import { cn } from '@/lib/cn';
import { routePath } from '@/lib/routes';

/** The five offerings on a timeline: one column on phones, two around a centre line on wide screens. */
export function OfferingsTimeline({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { timeline } = homeIn(lang);
  return (
    <section aria-labelledby="offerings-heading" className="bg-mist py-16 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionHeading
          id="offerings-heading"
          eyebrow={t('What we do')}
          title={t('Five ways to meet the hills')}
          align="center"
        />
        <RevealOnView className="relative mt-12">
          <span
            aria-hidden="true"
            className="absolute inset-y-2 left-3 w-0.5 bg-forest/20 md:left-1/2 md:-translate-x-1/2"
          />
          <ol className="relative">
            {timeline.map((item, index) => (
              <li
                key={item.id}
                className="reveal-item relative pb-12 pl-12 last:pb-0 md:grid md:grid-cols-2 md:gap-16 md:pl-0"
                style={{ '--i': index } as React.CSSProperties}
              >
                <span aria-hidden="true" className="timeline-dot" />
                <article
                  className={cn(
                    'overflow-hidden rounded-2xl bg-white shadow-sm',
                    index % 2 === 1 && 'md:col-start-2',
                  )}
                >
                  <MediaImage
                    src={item.image}
                    alt=""
                    sizes="(min-width: 768px) 38rem, 100vw"
                    className="aspect-[16/9] w-full"
                  />
                  <div className="p-6">
                    <p className="text-sm font-bold text-lime-ink">0{index + 1}</p>
                    <h3 className="mt-1 text-2xl font-extrabold text-forest">{item.name}</h3>
                    <p className="mt-2 text-ink-soft">{item.blurb}</p>
                    <a
                      href={localePath(lang, routePath(item.path))}
                      className="text-link mt-4 inline-flex min-h-11 items-center gap-2"
                    >
                      {t('Explore {name}', { name: item.name })} <span aria-hidden="true">→</span>
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        </RevealOnView>
      </div>
    </section>
  );
}
