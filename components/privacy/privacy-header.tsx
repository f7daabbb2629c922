import { format } from 'date-fns';
import { fillWords } from '@/content/fill-words';
import type { Privacy } from '@/content/schemas';
import type { Translate } from '@/lib/i18n/dictionary';
import { privacyWords } from './privacy-words';

/** The page's h1 on a dark band, what the page is about and the day its words last changed. */
export function PrivacyHeader({ privacy, t }: { privacy: Privacy; t: Translate }) {
  const day = new Date(`${privacy.lastChanged}T00:00:00`);
  const changed = fillWords(privacy.lastChangedLabel, {
    date: `${format(day, 'd')} ${t(format(day, 'MMMM'))} ${format(day, 'yyyy')}`,
  });
  return (
    <section aria-labelledby="page-heading" className="on-dark bg-forest-deep">
      <div className="mx-auto max-w-content px-4 py-14 sm:px-6 sm:py-20">
        <h1 id="page-heading" className="banner-title max-w-3xl">
          {privacy.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-mist sm:text-xl">
          {privacyWords(privacy.intro)}
        </p>
        <p className="mt-6 text-sm text-mist/85">
          <time dateTime={privacy.lastChanged}>{changed}</time>
        </p>
      </div>
    </section>
  );
}
