import { BackgroundVideo } from '@/components/media/background-video';
import { ButtonLink } from '@/components/ui/button-link';
import { PageBanner } from '@/components/ui/page-banner';
import { homeIn } from '@/content/home';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { localePath } from '@/content/languages';
import { getVideo } from '@/content/media';
import { videoSources } from '@/lib/image-loader';

/** The intro banner: the poster paints first (the LCP), the looping video fades in over it later. */
export function HomeHero({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { hero } = homeIn(lang);
  const video = getVideo(hero.video);
  return (
    <PageBanner
      image={video.poster}
      heading={hero.headline}
      subheading={hero.tagline}
      className="min-h-[calc(100svh-4rem)] sm:min-h-[calc(100svh-4rem)]"
      backdrop={
        <BackgroundVideo
          {...videoSources(video)}
          words={{
            loading: t('Loading video…'),
            play: t('Play background video'),
            pause: t('Pause background video'),
          }}
        />
      }
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={localePath(lang, '/#enquiry')}>{t('Plan my trip')}</ButtonLink>
        <ButtonLink href={localePath(lang, '/trekking/')} variant="ghost">
          {t('Explore treks')}
        </ButtonLink>
      </div>
    </PageBanner>
  );
}
