import { site, whatsappLink } from '@/content/site';
import { SectionHeading } from '@/components/ui/section-heading';

/** The home page's #enquiry section: for now, the three direct ways to reach the operator. */
export function EnquirySection() {
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="bg-mist py-16 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionHeading
          id="enquiry-heading"
          eyebrow="Plan your trip"
          title="Tell us where you want to go"
          intro="Call, message or write to us and we will plan the day around you."
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          <li>
            <a href={site.phoneHref} className="flex min-h-12 flex-col rounded-2xl bg-white p-5 font-bold text-forest shadow-sm hover:bg-lime-soft">
              Call us <span className="font-semibold text-ink-soft">{site.phone}</span>
            </a>
          </li>
          <li>
            <a href={whatsappLink('Hello! I would like to plan a trip in Munnar.')} target="_blank" rel="noopener noreferrer" className="flex min-h-12 flex-col rounded-2xl bg-white p-5 font-bold text-forest shadow-sm hover:bg-lime-soft">
              WhatsApp <span className="font-semibold text-ink-soft">Chat with us (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="flex min-h-12 flex-col rounded-2xl bg-white p-5 font-bold text-forest shadow-sm hover:bg-lime-soft">
              E-mail <span className="font-semibold text-ink-soft">{site.email}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
