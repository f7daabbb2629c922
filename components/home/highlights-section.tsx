import { BackgroundVideo } from '@/components/media/background-video';
import { MediaImage } from '@/components/media/media-image';
import { homeIn } from '@/content/home';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

import { getVideo } from '@/content/media';
import { videoSources } from '@/lib/image-loader';

/** Travelling Highlights: the second looping video with its caption. */
export function HighlightsSection({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const { highlights } = homeIn(lang);
  const video = getVideo(highlights.video);
  return (
    <section
      aria-labelledby="highlights-heading"
      className="on-dark relative isolate flex min-h-[30rem] items-center overflow-hidden bg-forest-deep sm:min-h-[36rem]"
    >
      <MediaImage src={video.poster} alt="" sizes="100vw" fill className="-z-20" />
      <BackgroundVideo
        {...videoSources(video)}
        words={{
          loading: t('Loading video…'),
          play: t('Play background video'),
          pause: t('Pause background video'),
        }}
      />
      <div className="pointer-events-none absolute inset-0 -z-10 bg-forest-deep/55" />
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <h2 id="highlights-heading" className="text-sm font-bold tracking-[0.18em] text-lime uppercase">
          {t('Travelling Highlights')}
        </h2>
        <p className="mt-4 text-2xl font-extrabold text-balance text-white sm:text-4xl">
          {highlights.caption}
        </p>
      </div>
    </section>
  );
}
