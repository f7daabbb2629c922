import { Carousel } from '@/components/carousel/carousel';
import { ImageSlide } from '@/components/carousel/image-slide';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { bunnyBudsPromo, promoSlides } from '@/content/bunny-buds';

/** Bunny Buds in a sentence, with a slider of what children do there. */
export function BunnyBudsPromo() {
  const slides = promoSlides.map((slide) => (
    <ImageSlide key={slide.name} src={slide.image} sizes="(min-width: 1024px) 36rem, 100vw">
      <span className="block text-2xl font-extrabold">{slide.name}</span>
      <span className="mt-1 block text-mist">{slide.tagline}</span>
    </ImageSlide>
  ));
  return (
    <section aria-labelledby="bunny-buds-heading" className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-content items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <SectionHeading
            id="bunny-buds-heading"
            eyebrow="For children"
            title="Bunny Buds"
            intro={<p>{bunnyBudsPromo}</p>}
          />
          <ButtonLink href="/bunny-buds/" variant="dark" className="mt-8">
            Know more <span className="sr-only">about Bunny Buds</span>
          </ButtonLink>
        </div>
        <Carousel label="Bunny Buds moments" slides={slides} perView={[1, 1, 1]} gap={16} />
      </div>
    </section>
  );
}
