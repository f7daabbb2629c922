'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { EnquiryOptions } from '@/content/schemas';
import { clearDraft } from '@/lib/enquiry/draft-storage';
import { formatDateIn, formatDateInput } from '@/lib/enquiry/enquiry-date';
import {
  emptyEnquiry,
  enquiryMessages,
  enquirySchemaWith,
  hasTrip,
  type EnquiryInput,
  type EnquiryValues,
} from '@/lib/enquiry/enquiry-schema';
import { newReference } from '@/lib/enquiry/reference';
import { sendEnquiry, type SendFailure } from '@/lib/enquiry/send-enquiry';
import { pageOutbox } from '@/lib/outbox/page-outbox';
import { toTemplateParams, type EnquiryTemplateParams } from '@/lib/enquiry/template-params';
import { DateField } from './date-field';
import { FailurePanel } from './failure-panel';
import { FormStep } from './form-step';
import { FormToaster } from './form-toaster';
import { PRIVACY_NOTICE_ID } from './privacy-notice-id';
import { OutboxItems } from '../outbox/outbox-items';
import { TextField } from './text-field';
import { TripFieldset } from './trip-fieldset';
import { initialValues, useDraftAutosave } from './use-enquiry-draft';
import { useToday } from './use-today';
import { useEnquiryWords, useWords } from './enquiry-words';

const SUCCESS_TOAST = 'Thank you. We will call you soon!';
const FAILURE_TOAST = 'Sorry. Please try again :(';
const WAIT_TOAST = 'Please wait a few seconds, then send again.';
const QUEUED_TOAST = 'Saved on this phone. It will be sent when the connection is back.';
/** A person takes longer than this to fill in the form; a bot filling the trap does not. */
const HUMAN_MIN_MS = 3_000;

export type Failure = { params: EnquiryTemplateParams; reason: SendFailure; date: string };

/** The enquiry form. Loaded lazily by EnquiryIsland, so it only ever renders in the browser. */
type EnquiryFormProps = {
  options: EnquiryOptions;
  /** The privacy notice by the Send button; its element carries PRIVACY_NOTICE_ID. */
  notice: ReactNode;
  className?: string;
};

export default function EnquiryForm({ options, notice, className }: EnquiryFormProps) {
  const { today, refresh: refreshToday } = useToday();
  const [empty] = useState(() => emptyEnquiry(formatDateInput(today)));
  const [defaultValues] = useState(() => initialValues(empty, options, today));
  const t = useWords();
  const { tripNames, language } = useEnquiryWords();
  const [messages] = useState(() => enquiryMessages(t));
  const [schema] = useState(() => enquirySchemaWith(messages));
  const form = useForm<EnquiryInput, unknown, EnquiryValues>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sentReference, setSentReference] = useState<string | null>(null);
  /** Enquiries this form put in the outbox: their state shows where the failure panel would. */
  const [queued, setQueued] = useState<string[]>([]);
  /** One reference per enquiry: a resend after a failure or a timeout keeps it. */
  const reference = useRef<string | null>(null);
  const [shownAt] = useState(() => Date.now());
  const sending = form.formState.isSubmitting;
  useDraftAutosave(form, empty);

  // Past midnight in Munnar a date still on the old "today" (the default) moves on to the new day; any
  // other date is the visitor's choice and stays.
  const dayShown = useRef(today);
  const followToday = (day: Date) => {
    const previous = dayShown.current;
    if (day.getTime() === previous.getTime()) return;
    dayShown.current = day;
    if (form.getValues('date') === formatDateInput(previous)) form.setValue('date', formatDateInput(day));
  };
  useEffect(() => followToday(today), [today]); // eslint-disable-line react-hooks/exhaustive-deps

  const noTrip = () => toast.error(messages.noTrip, { position: 'bottom-right' });

  const succeed = (sent: string) => {
    toast.success(t(SUCCESS_TOAST), { description: t('Your reference: {reference}', { reference: sent }) });
    setFailure(null);
    setSentReference(sent);
    reference.current = null;
    clearDraft();
    form.reset(emptyEnquiry(formatDateInput(refreshToday())));
  };

  const keepInOutbox = (kept: string) => {
    toast.success(t(QUEUED_TOAST), { description: t('Your reference: {reference}', { reference: kept }) });
    setFailure(null);
    setQueued((list) => [...list.filter((entry) => entry !== kept), kept]);
    reference.current = null;
    clearDraft();
    form.reset(emptyEnquiry(formatDateInput(refreshToday())));
  };

  const onValid = async (values: EnquiryValues) => {
    if (!hasTrip(values.trips)) {
      noTrip();
      form.setFocus('trips.trekking.on');
      return;
    }
    reference.current ??= newReference();
    // The trap filled within seconds of the form appearing: a bot. It sees the usual success and nothing
    // is sent. A person whose browser filled the trap anyway took longer, and their enquiry goes out.
    if (values.trap && Date.now() - shownAt < HUMAN_MIN_MS) return succeed(reference.current);
    const params = toTemplateParams(values, options, reference.current, language);
    setSentReference(null);
    const result = await sendEnquiry(params);
    if (result.ok) return succeed(params.reference);
    console.warn(`Enquiry not sent (${result.reason}): ${result.detail}`);
    // Lost on the way (no connection, no answer): kept on the phone and sent when the connection is back.
    if (
      (result.reason === 'network' || result.reason === 'timeout') &&
      (await pageOutbox().queue(params, result.late))
    )
      return keepInOutbox(params.reference);
    setFailure({ params, reason: result.reason, date: formatDateIn(values.date, t) });
    toast.error(t(result.reason === 'rate-limited' ? WAIT_TOAST : FAILURE_TOAST));
  };

  const onInvalid = () => {
    if (!hasTrip(form.getValues('trips'))) noTrip();
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="enquiry-heading"
        onSubmit={(event) => {
          followToday(refreshToday());
          return form.handleSubmit(onValid, onInvalid)(event);
        }}
        className={`relative grid gap-8 ${className ?? ''}`}
      >
        <p className="text-sm text-ink-soft">
          {t('Fields marked {mark} are required.', { mark: '\u0000' })
            .split('\u0000')
            .flatMap((part, index) =>
              index === 0
                ? [part]
                : [
                    <span key="mark" className="font-bold text-red-700">
                      *
                    </span>,
                    part,
                  ],
            )}
        </p>
        <FormStep step={1} legend={t('About you')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="firstName"
              label={t('First name')}
              required
              autoComplete="given-name"
              autoCapitalize="words"
            />
            <TextField
              name="lastName"
              label={t('Last name')}
              autoComplete="family-name"
              autoCapitalize="words"
            />
            <TextField
              name="email"
              label={t('Email')}
              required
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
            />
            <TextField
              name="phone"
              label={t('Phone')}
              required
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="98765 43210"
            />
          </div>
        </FormStep>
        <FormStep step={2} legend={t('Who is coming')}>
          <div className="grid grid-cols-2 gap-5">
            <TextField name="adults" label={t('Adults')} required inputMode="numeric" autoComplete="off" />
            <TextField
              name="kids"
              label={
                <>
                  {t('Kids')} <span className="font-normal">{t('(below 8 years)')}</span>
                </>
              }
              required
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        </FormStep>
        <FormStep step={3} legend={t('When')}>
          <DateField today={today} options={options} tripNames={tripNames} />
        </FormStep>
        <FormStep step={4} legend={t('What would you like to do?')} hint={t('Choose at least one.')}>
          <TripFieldset options={options} />
        </FormStep>
        {/* Inert and unnamed for autofill: no person, keyboard or password manager reaches it. */}
        <div inert aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor="enquiry-trap">Leave this empty</label>
          <input
            id="enquiry-trap"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore
            data-lpignore="true"
            data-bwignore
            data-form-type="other"
            {...form.register('trap')}
          />
        </div>
        {failure ? <FailurePanel failure={failure} /> : null}
        {queued.length ? <OutboxItems only={queued} /> : null}
        {sentReference ? (
          <p role="status" className="rounded-2xl bg-lime-soft p-4 font-semibold text-forest">
            {t('Thank you, your enquiry is with us. We will call you soon. Your reference: {reference}', {
              reference: sentReference,
            })}
          </p>
        ) : null}
        {/* On phones the row stops short of the floating WhatsApp button, which sits at the screen's right edge. */}
        <div className="flex flex-col gap-3 pr-16 sm:flex-row sm:items-center sm:justify-between sm:pr-0">
          <p className="text-sm text-ink-soft sm:max-w-xs">
            {t('We will call you back to plan the trip with you.')}
          </p>
          <button
            type="submit"
            disabled={sending}
            aria-describedby={PRIVACY_NOTICE_ID}
            className="inline-flex min-h-13 items-center justify-center gap-2 rounded-full bg-lime px-8 text-lg font-extrabold text-forest-deep shadow-md shadow-lime-ink/20 transition-colors hover:bg-lime-soft disabled:cursor-wait disabled:opacity-75"
          >
            {t(sending ? 'Sending...' : 'Send enquiry')}
          </button>
        </div>
        <div className="-mt-4 pr-16 sm:pr-0">{notice}</div>
        <p role="status" className="sr-only">
          {sending ? t('Sending your enquiry') : ''}
        </p>
      </form>
      <FormToaster />
    </FormProvider>
  );
}
