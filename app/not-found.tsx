import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import { pages } from '@/content/pages';
import { navigation } from '@/content/site';

export const metadata: Metadata = {
  title: pages.notFound.title,
  description: pages.notFound.description,
  robots: { index: false },
};

export default function NotFound() {
  return (
    <PageBanner
      preload={false}
      image={pages.notFound.image}
      heading={pages.notFound.heading}
      subheading={pages.notFound.subheading}
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href="/"
          className="inline-flex min-h-12 items-center rounded-full bg-lime px-6 font-bold text-forest-deep hover:bg-lime-soft"
        >
          Back to the home page
        </a>
        {navigation.map((item) => (
          <a
            key={item.id}
            href={item.path}
            className="inline-flex min-h-12 items-center rounded-full border border-white/40 px-5 font-semibold text-white hover:bg-white/10"
          >
            {item.name}
          </a>
        ))}
      </div>
    </PageBanner>
  );
}
