import { site, whatsappLink } from '@/content/site';
import type { SendFailure } from '@/lib/enquiry/send-enquiry';
import { enquirySummary, type EnquiryTemplateParams } from '@/lib/enquiry/template-params';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-bold transition-colors';

/** What went wrong and when to try again, in the visitor's words. */
function explain(reason: SendFailure): { title: string; advice: string } {
  if (reason === 'timeout')
    return {
      title: 'No answer yet: your enquiry may still reach us.',
      advice:
        'The connection is slow. Wait a minute before sending again: a second send keeps the same reference, so we will know it is the same enquiry.',
    };
  if (reason === 'rate-limited')
    return {
      title: 'Please wait a few seconds, then send again.',
      advice: 'Enquiries go out at most one every 10 seconds.',
    };
  return { title: 'Something went wrong. Please try again!', advice: 'You can send it again now.' };
}

/** Shown after a failed send: the form keeps every field, and the two other ways in are one tap away. */
export function FailurePanel({
  failure,
}: {
  failure: { params: EnquiryTemplateParams; reason: SendFailure };
}) {
  const { title, advice } = explain(failure.reason);
  return (
    <div role="alert" className="rounded-2xl border border-red-700/30 bg-red-50 p-4 sm:p-5">
      <p className="font-bold text-red-800">{title}</p>
      <p className="mt-1 text-ink-soft">
        {advice} Your reference: <strong className="text-ink">{failure.params.reference}</strong>.
      </p>
      <p className="mt-1 text-ink-soft">Everything you typed is still here. Or reach us directly:</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={site.phoneHref} className={`${buttonClass} bg-forest text-white hover:bg-forest-mid`}>
          Call {site.phone}
        </a>
        <a
          href={whatsappLink(enquirySummary(failure.params))}
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
