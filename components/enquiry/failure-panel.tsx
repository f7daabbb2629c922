import { site, whatsappLink } from '@/content/site';
import type { SendFailure } from '@/lib/enquiry/send-enquiry';
import { enquirySummary, type EnquiryTemplateParams } from '@/lib/enquiry/template-params';
import type { Translate } from '@/lib/i18n/fill';
import { useEnquiryWords, useWords } from './enquiry-words';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-bold transition-colors';

/** What went wrong and when to try again, in the visitor's words. */
function explain(reason: SendFailure, t: Translate): { title: string; advice: string } {
  if (reason === 'timeout')
    return {
      title: t('No answer yet: your enquiry may still reach us.'),
      advice: t(
        'The connection is slow. Wait a minute before sending again: a second send keeps the same reference, so we will know it is the same enquiry.',
      ),
    };
  if (reason === 'rate-limited')
    return {
      title: t('Please wait a few seconds, then send again.'),
      advice: t('Enquiries go out at most one every 10 seconds.'),
    };
  return { title: t('Something went wrong. Please try again!'), advice: t('You can send it again now.') };
}

/** Shown after a failed send: the form keeps every field, and the two other ways in are one tap away. */
export function FailurePanel({
  failure,
}: {
  /** `date`: the trip's date as the visitor reads it. */
  failure: { params: EnquiryTemplateParams; reason: SendFailure; date: string };
}) {
  const t = useWords();
  const { tripNames } = useEnquiryWords();
  const summary = enquirySummary(failure.params, t, (name) => tripNames[name] ?? name, failure.date);
  const { title, advice } = explain(failure.reason, t);
  return (
    <div role="alert" className="rounded-2xl border border-red-700/30 bg-red-50 p-4 sm:p-5">
      <p className="font-bold text-red-800">{title}</p>
      <p className="mt-1 text-ink-soft">
        {t('{advice} Your reference: {reference}.', { advice, reference: '\u0000' })
          .split('\u0000')
          .flatMap((part, index) =>
            index === 0
              ? [part]
              : [
                  <strong key="reference" className="text-ink">
                    {failure.params.reference}
                  </strong>,
                  part,
                ],
          )}
      </p>
      <p className="mt-1 text-ink-soft">{t('Everything you typed is still here. Or reach us directly:')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={site.phoneHref} className={`${buttonClass} bg-forest text-white hover:bg-forest-mid`}>
          {t('Call {phone}', { phone: site.phone })}
        </a>
        <a
          href={whatsappLink(summary)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass} border-2 border-forest text-forest hover:bg-forest hover:text-white`}
        >
          {t('Send it on WhatsApp')}
          <span className="sr-only"> {t('(opens in a new tab)')}</span>
        </a>
      </div>
    </div>
  );
}
