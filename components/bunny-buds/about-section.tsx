import { OfferSection } from '@/components/offer/offer-section';
import { SectionHeading } from '@/components/ui/section-heading';

type AboutSectionProps = { title: string; eyebrow?: string; paragraphs: string[] };

/** What Bunny Buds is, in the operator's words. */
export function AboutSection({ title, eyebrow, paragraphs }: AboutSectionProps) {
  const [lead, ...rest] = paragraphs;
  return (
    <OfferSection id="about">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading id="about-heading" eyebrow={eyebrow} title={title} />
        <div className="space-y-5 text-lg leading-relaxed text-pretty text-ink-soft">
          <p className="text-xl font-semibold text-ink sm:text-2xl sm:leading-snug">{lead}</p>
          {rest.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </OfferSection>
  );
}
