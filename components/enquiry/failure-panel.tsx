import { site, whatsappLink } from '@/content/site';
import { enquirySummary, type EnquiryTemplateParams } from '@/lib/enquiry/template-params';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-bold transition-colors';

/** Shown after a failed send: the form keeps every field, and the two other ways in are one tap away. */
export function FailurePanel({ params }: { params: EnquiryTemplateParams }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-700/30 bg-red-50 p-4 sm:p-5">
      <p className="font-bold text-red-800">Something went wrong. Please try again!</p>
      <p className="mt-1 text-ink-soft">Everything you typed is still here. Or reach us directly:</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={site.phoneHref} className={`${buttonClass} bg-forest text-white hover:bg-forest-mid`}>
          Call {site.phone}
        </a>
        <a
          href={whatsappLink(enquirySummary(params))}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass} border-2 border-forest text-forest hover:bg-forest hover:text-white`}
        >
          Send it on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
