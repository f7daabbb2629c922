import type { ReactNode } from 'react';
import { paragraphs } from '@/content/fill-words';
import type { Lang } from '@/content/languages';
import { fallbackLang } from '@/content/localize';
import type { PrivacyPart as Part } from '@/content/schemas';
import { privacyWords } from './privacy-words';

type PrivacyPartProps = { id: string; part: Part; lang: Lang; children?: ReactNode };

/** One part of the privacy page: its heading, its paragraphs, and what follows them (the contact). */
export function PrivacyPart({ id, part, lang, children }: PrivacyPartProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2
        id={`${id}-heading`}
        lang={fallbackLang(lang, part.heading)}
        className="text-2xl font-extrabold tracking-tight text-forest sm:text-3xl"
      >
        {part.heading}
      </h2>
      <div
        lang={fallbackLang(lang, part.text)}
        className="mt-4 space-y-4 text-lg leading-relaxed text-pretty text-ink-soft"
      >
        {paragraphs(privacyWords(part.text)).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {children}
    </section>
  );
}
