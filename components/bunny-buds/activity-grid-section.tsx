import { MediaImage } from '@/components/media/media-image';
import { OfferSection } from '@/components/offer/offer-section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { BunnyBudsActivity } from '@/content/schemas';

type ActivityGridSectionProps = {
  title: string;
  eyebrow?: string;
  intro?: string;
  activities: BunnyBudsActivity[];
};

/** Every Bunny Buds activity as a card: a picture beside the text on phones, above it from 640 px. */
export function ActivityGridSection({ title, eyebrow, intro, activities }: ActivityGridSectionProps) {
  return (
    <OfferSection id="activities">
      <SectionHeading
        id="activities-heading"
        eyebrow={eyebrow}
        title={title}
        intro={intro ? <p>{intro}</p> : undefined}
      />
      {/* Rows of two, three, then five (25 = 5 × 5); a short last row is centred. */}
      <ul className="mt-10 flex flex-wrap justify-center gap-4 sm:gap-6">
        {activities.map((activity) => (
          <li
            key={activity.id}
            className="flex basis-full gap-4 overflow-hidden rounded-2xl bg-white ring-1 ring-forest/10 sm:basis-[calc((100%-1.5rem)/2)] sm:flex-col sm:gap-0 sm:shadow-md sm:shadow-forest/5 lg:basis-[calc((100%-3rem)/3)] xl:basis-[calc((100%-6rem)/5)]"
          >
            <MediaImage
              src={activity.image}
              alt=""
              sizes="(min-width: 1280px) 14rem, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 7rem"
              className="aspect-square w-28 shrink-0 sm:aspect-[4/3] sm:w-full"
            />
            <div className="py-3 pr-4 sm:p-5">
              <h3 className="font-extrabold text-forest sm:text-lg">{activity.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft sm:text-base xl:text-sm">
                {activity.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </OfferSection>
  );
}
