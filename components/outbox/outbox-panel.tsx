import { useEnquiryWords, useWords } from '../enquiry/enquiry-words';
import { site, whatsappLink } from '@/content/site';
import { formatEnquiryDate } from '@/lib/enquiry/enquiry-date';
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

/** What a waiting enquiry holds, as kept on the phone: the visitor sees it before keeping or deleting it. */
function Holds({ item }: { item: PanelItem }) {
  const { outbox: outboxWords, tripNames } = useEnquiryWords();
  const t = useWords();
  if (!('params' in item) || !item.params) return null;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer font-semibold text-forest underline underline-offset-4">
        {outboxWords.holds}
      </summary>
      <p className="mt-2 rounded-xl bg-mist p-3 text-sm break-words whitespace-pre-line text-ink">
        {enquirySummary(item.params, t, (name) => tripNames[name] ?? name)}
      </p>
    </details>
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
  const { outbox: outboxWords, tripNames } = useEnquiryWords();
  const t = useWords();
  const whatsapp = 'params' in item && item.params && (
    <a
      href={whatsappLink(enquirySummary(item.params, t, (name) => tripNames[name] ?? name))}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onWhatsapp}
      className={outline}
    >
      {outboxWords.toWhatsapp}
      <span className="sr-only"> ({outboxWords.newTab})</span>
    </a>
  );
  const cancel = (
    <button type="button" onClick={onCancel} className={outline}>
      {outboxWords.cancel}
    </button>
  );

  const dismiss = (
    <Actions>
      <button type="button" onClick={onDismiss} className={solid}>
        {outboxWords.ok}
      </button>
    </Actions>
  );

  if (item.state === 'sent')
    return (
      <Box tone="done" title={outboxWords.sent}>
        <p>
          It went out when the connection came back. We will call you soon. Your reference:{' '}
          <Reference value={item.reference} />.
        </p>
        {dismiss}
      </Box>
    );
  if (item.state === 'whatsapp')
    return (
      <Box tone="neutral" title={outboxWords.whatsapp}>
        <p>
          Enquiry <Reference value={item.reference} /> is in a WhatsApp message, ready for you to send; it is
          no longer kept on this phone, so it will not also arrive by e-mail. If WhatsApp did not open, call
          us on {site.phone}.
        </p>
        {dismiss}
      </Box>
    );
  if (item.state === 'cancelled')
    return (
      <Box tone="neutral" title={outboxWords.cancelled}>
        <p>
          Enquiry <Reference value={item.reference} /> is no longer kept on this phone. Write a new one any
          time, or call us on {site.phone}.
        </p>
        {dismiss}
      </Box>
    );
  if (item.state === 'stale')
    return (
      <Box tone="alert" title={outboxWords.stale}>
        <p>
          You wrote it on {formatEnquiryDate(new Date(item.queuedAt))}, over a week ago, and there was no
          connection since. Send it now only if it still stands. Your reference:{' '}
          <Reference value={item.reference} />.
        </p>
        <Holds item={item} />
        <Actions>
          <button type="button" onClick={onConfirm} className={solid}>
            {outboxWords.sendNow}
          </button>
          {whatsapp}
          {cancel}
        </Actions>
      </Box>
    );
  if (item.state === 'refused')
    return (
      <Box tone="alert" title={outboxWords.refused}>
        <p>
          Our e-mail service did not accept it. Please send it on WhatsApp or call us on {site.phone}. Your
          reference: <Reference value={item.reference} />.
        </p>
        <Holds item={item} />
        <Actions>
          {whatsapp}
          <button type="button" onClick={onCancel} className={outline}>
            {outboxWords.remove}
          </button>
        </Actions>
      </Box>
    );
  return (
    <Box tone="waiting" title={outboxWords.waiting}>
      <p>
        It will be sent by itself when the connection is back
        {sendsInBackground ? ', even if you close this page' : ' (or the next time you open this site)'}.
        There is nothing more to do. Your reference: <Reference value={item.reference} />.
      </p>
      <Holds item={item} />
      {item.state === 'sending' ? (
        <p className="mt-1 font-semibold text-forest">{outboxWords.sending}</p>
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
