import { OfferSection } from '@/components/offer/offer-section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { LearningOutcomeList } from '@/content/schemas';
import { LineIcon } from '@/components/ui/line-icon';

type LearningOutcomesSectionProps = {
  title: string;
  eyebrow?: string;
  intro?: string;
  lists: LearningOutcomeList[];
};

/** What children take home, as two headed lists side by side. */
export function LearningOutcomesSection({ title, eyebrow, intro, lists }: LearningOutcomesSectionProps) {
  return (
    <OfferSection id="learning-outcomes" tone="mist">
      <SectionHeading
        id="learning-outcomes-heading"
        eyebrow={eyebrow}
        title={title}
        intro={intro ? <p>{intro}</p> : undefined}
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {lists.map((list) => (
          <div
            key={list.heading}
            className="rounded-2xl bg-white p-6 shadow-lg ring-1 shadow-forest/5 ring-forest/10 sm:p-8"
          >
            <h3 className="text-xl font-extrabold text-forest">{list.heading}</h3>
            <ul className="mt-5 space-y-3">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3 text-ink-soft">
                  <LineIcon
                    className="mt-0.5 size-5 shrink-0 rounded-full bg-lime p-1 text-forest-deep"
                    strokeWidth={3.5}
                  >
                    <path d="m5 12 5 5 9-10" />
                  </LineIcon>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </OfferSection>
  );
}
