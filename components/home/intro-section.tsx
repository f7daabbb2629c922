import { homeIn } from '@/content/home';
import type { Lang } from '@/content/languages';

/** The tagline text under the hero. */
export function IntroSection({ lang }: { lang: Lang }) {
  const { introText } = homeIn(lang);
  return (
    <section
      aria-labelledby="intro-heading"
      className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24"
    >
      <h2
        id="intro-heading"
        className="text-3xl font-extrabold tracking-tight text-balance text-forest sm:text-4xl"
      >
        {introText.heading}
      </h2>
      <p className="mt-5 text-lg leading-relaxed text-pretty text-ink-soft sm:text-xl">
        {introText.paragraph}
      </p>
    </section>
  );
}
