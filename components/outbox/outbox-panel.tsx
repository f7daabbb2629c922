import { site, whatsappLink } from '@/content/site';
import { formatDateIn } from '@/lib/enquiry/enquiry-date';
import { useEnquiryWords, useWords } from '../enquiry/enquiry-words';
import { enquirySummary } from '@/lib/enquiry/template-params';
import type { OutboxItem } from '@/lib/outbox/outbox-item';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-bold transition-colors';
const solid = `${buttonClass} bg-forest text-white hover:bg-forest-mid`;
const outline = `${buttonClass} border-2 border-forest text-forest hover:bg-forest hover:text-white`;

/** An enquiry the visitor took off this phone: cancelled, or handed to WhatsApp to send from there. */
export type ClosedItem = { reference: string; state: 'cancelled' | 'whatsapp' };
export type PanelItem = OutboxItem | ClosedItem;

type OutboxPanelProps = {
  item: PanelItem;
  /** Background Sync can send it with every tab closed; without it, the next visit does. */
  sendsInBackground: boolean;
  onCancel: () => void;
  onWhatsapp: () => void;
  onConfirm: () => void;
  onDismiss: () => void;
};

function Reference({ value }: { value: string }) {
  return <strong className="text-ink">{value}</strong>;
}

/** A sentence of the page's language with the reference, in bold, where its template says {reference}. */
function WithReference({ text, reference }: { text: string; reference: string }) {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      <Reference value={reference} />
      {after}
    </>
  );
}

/**
 * One enquiry kept on this phone, in plain words: waiting, sending, sent, too old, refused, cancelled or
 * handed to WhatsApp.
 */
export function OutboxPanel({
  item,
  sendsInBackground,
  onCancel,
  onWhatsapp,
  onConfirm,
  onDismiss,
}: OutboxPanelProps) {
  const t = useWords();
  const { tripNames } = useEnquiryWords();
  const ref = { reference: '\u0000', phone: site.phone };
  const whatsapp = 'params' in item && item.params && (
    <a
      href={whatsappLink(enquirySummary(item.params, t, (name) => tripNames[name] ?? name))}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onWhatsapp}
      className={outline}
    >
      {t('Send it on WhatsApp instead')}
      <span className="sr-only"> {t('(opens in a new tab)')}</span>
    </a>
  );
  const cancel = (
    <button type="button" onClick={onCancel} className={outline}>
      {t('Cancel this enquiry')}
    </button>
  );

  const dismiss = (
    <Actions>
      <button type="button" onClick={onDismiss} className={solid}>
        {t('OK')}
      </button>
    </Actions>
  );

  if (item.state === 'sent')
    return (
      <Box tone="done" title={t('Sent: your enquiry is with us.')}>
        <p>
          <WithReference
            text={t('It went out when the connection came back. We will call you soon. Your reference: {reference}.', ref)}
            reference={item.reference}
          />
        </p>
        {dismiss}
      </Box>
    );
  if (item.state === 'whatsapp')
    return (
      <Box tone="neutral" title={t('Over to WhatsApp: send the message there.')}>
        <p>
          <WithReference
            text={t(
              'Enquiry {reference} is in a WhatsApp message, ready for you to send; it is no longer kept on this phone, so it will not also arrive by e-mail. If WhatsApp did not open, call us on {phone}.',
              ref,
            )}
            reference={item.reference}
          />
        </p>
        {dismiss}
      </Box>
    );
  if (item.state === 'cancelled')
    return (
      <Box tone="neutral" title={t('Cancelled: your enquiry was not sent.')}>
        <p>
          <WithReference
            text={t(
              'Enquiry {reference} is no longer kept on this phone. Write a new one any time, or call us on {phone}.',
              ref,
            )}
            reference={item.reference}
          />
        </p>
        {dismiss}
      </Box>
    );
  if (item.state === 'stale')
    return (
      <Box tone="alert" title={t('Your saved enquiry has not been sent yet.')}>
        <p>
          <WithReference
            text={t(
              'You wrote it on {date}, over a week ago, and there was no connection since. Send it now only if it still stands. Your reference: {reference}.',
              { ...ref, date: formatDateIn(new Date(item.queuedAt), t) },
            )}
            reference={item.reference}
          />
        </p>
        <Actions>
          <button type="button" onClick={onConfirm} className={solid}>
            {t('Send it now')}
          </button>
          {whatsapp}
          {cancel}
        </Actions>
      </Box>
    );
  if (item.state === 'refused')
    return (
      <Box tone="alert" title={t('Your saved enquiry could not be sent.')}>
        <p>
          <WithReference
            text={t(
              'Our e-mail service did not accept it. Please send it on WhatsApp or call us on {phone}. Your reference: {reference}.',
              ref,
            )}
            reference={item.reference}
          />
        </p>
        <Actions>
          {whatsapp}
          <button type="button" onClick={onCancel} className={outline}>
            {t('Remove it from this phone')}
          </button>
        </Actions>
      </Box>
    );
  return (
    <Box tone="waiting" title={t('No connection: your enquiry is saved on this phone.')}>
      <p>
        <WithReference
          text={t(
            sendsInBackground
              ? 'It will be sent by itself when the connection is back, even if you close this page. There is nothing more to do. Your reference: {reference}.'
              : 'It will be sent by itself when the connection is back (or the next time you open this site). There is nothing more to do. Your reference: {reference}.',
            ref,
          )}
          reference={item.reference}
        />
      </p>
      {item.state === 'sending' ? (
        <p className="mt-1 font-semibold text-forest">{t('Trying to send it now…')}</p>
      ) : (
        <Actions>
          {whatsapp}
          {cancel}
        </Actions>
      )}
    </Box>
  );
}

const TONES = {
  waiting: 'border-forest/25 bg-white',
  done: 'border-forest/20 bg-lime-soft',
  neutral: 'border-forest/15 bg-mist',
  alert: 'border-red-700/30 bg-red-50',
};

function Box({
  tone,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div role="status" className={`rounded-2xl border p-4 text-ink-soft sm:p-5 ${TONES[tone]}`}>
      <p className={`font-bold ${tone === 'alert' ? 'text-red-800' : 'text-forest'}`}>{title}</p>
      <div className="mt-1">{children}</div>
    </div>
  );
}

function Actions({ children }: { children: React.ReactNode }) {
  return <div className="mt-3 flex flex-wrap gap-2">{children}</div>;
}
