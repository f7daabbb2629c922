import type { FaqEntry } from '@/content/schemas';
import { TripSection } from './trip-section';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { LineIcon } from '@/components/ui/line-icon';

/** Short questions and answers, each a native disclosure: open and close with no script. */
export function TripFaq({ faq, lang }: { faq: FaqEntry[]; lang: Lang }) {
  if (!faq.length) return null;
  return (
    <TripSection id="faq" title={translator(lang)('Questions')}>
      <div className="divide-y divide-mist-deep rounded-2xl bg-white ring-1 ring-mist-deep">
        {faq.map((entry, index) => (
          <details key={index} className="group trip-faq">
            <summary>
              {entry.question}
              <LineIcon
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
                strokeWidth={2.4}
              >
                <path d="m6 9 6 6 6-6" />
              </LineIcon>
            </summary>
            <p className="px-5 pb-5 text-pretty text-ink-soft">{entry.answer}</p>
          </details>
        ))}
      </div>
    </TripSection>
  );
}
