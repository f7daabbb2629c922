'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { EnquiryOptions } from '@/content/schemas';
import { clearDraft } from '@/lib/enquiry/draft-storage';
import { formatDateInput, today as todayDate } from '@/lib/enquiry/enquiry-date';
import {
  emptyEnquiry,
  enquirySchema,
  hasTrip,
  MESSAGES,
  type EnquiryInput,
  type EnquiryValues,
} from '@/lib/enquiry/enquiry-schema';
import { sendEnquiry } from '@/lib/enquiry/send-enquiry';
import { toTemplateParams, type EnquiryTemplateParams } from '@/lib/enquiry/template-params';
import { DateField } from './date-field';
import { FailurePanel } from './failure-panel';
import { FormStep } from './form-step';
import { FormToaster } from './form-toaster';
import { TextField } from './text-field';
import { TripFieldset } from './trip-fieldset';
import { initialValues, useDraftAutosave } from './use-enquiry-draft';

const SUCCESS_TOAST = 'Thank you. We will call you soon!';
const FAILURE_TOAST = 'Sorry. Please try again :(';

/** The enquiry form. Loaded lazily by EnquiryIsland, so it only ever renders in the browser. */
export default function EnquiryForm({ options, className }: { options: EnquiryOptions; className?: string }) {
  const [today] = useState(todayDate);
  const [empty] = useState(() => emptyEnquiry(formatDateInput(today)));
  const [defaultValues] = useState(() => initialValues(empty, options, today));
  const form = useForm<EnquiryInput, unknown, EnquiryValues>({
    resolver: zodResolver(enquirySchema),
    defaultValues,
  });
  const [failedEnquiry, setFailedEnquiry] = useState<EnquiryTemplateParams | null>(null);
  const sending = form.formState.isSubmitting;
  useDraftAutosave(form, empty);

  const noTrip = () => toast.error(MESSAGES.noTrip, { position: 'bottom-right' });

  const succeed = () => {
    toast.success(SUCCESS_TOAST);
    setFailedEnquiry(null);
    clearDraft();
    form.reset(emptyEnquiry(formatDateInput(todayDate())));
  };

  const onValid = async (values: EnquiryValues) => {
    if (!hasTrip(values.trips)) {
      noTrip();
      form.setFocus('trips.trekking.on');
      return;
    }
    // Honeypot filled: a bot. It sees the usual success and nothing is sent.
    if (values.fax) return succeed();
    const params = toTemplateParams(values, options);
    const result = await sendEnquiry(params);
    if (result.ok) return succeed();
    console.warn(`Enquiry not sent (${result.reason}): ${result.detail}`);
    setFailedEnquiry(params);
    toast.error(FAILURE_TOAST);
  };

  const onInvalid = () => {
    if (!hasTrip(form.getValues('trips'))) noTrip();
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="enquiry-heading"
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className={`relative grid gap-8 ${className ?? ''}`}
      >
        <p className="text-sm text-ink-soft">
          Fields marked <span className="font-bold text-red-700">*</span> are required.
        </p>
        <FormStep step={1} legend="About you">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              name="firstName"
              label="First name"
              required
              autoComplete="given-name"
              autoCapitalize="words"
            />
            <TextField name="lastName" label="Last name" autoComplete="family-name" autoCapitalize="words" />
            <TextField
              name="email"
              label="Email"
              required
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
            />
            <TextField
              name="phone"
              label="Phone"
              required
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="98765 43210"
            />
          </div>
        </FormStep>
        <FormStep step={2} legend="Who is coming">
          <div className="grid grid-cols-2 gap-5">
            <TextField name="adults" label="Adults" required inputMode="numeric" autoComplete="off" />
            <TextField
              name="kids"
              label={
                <>
                  Kids <span className="font-normal">(below 8 years)</span>
                </>
              }
              required
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        </FormStep>
        <FormStep step={3} legend="When">
          <DateField today={today} />
        </FormStep>
        <FormStep step={4} legend="What would you like to do?" hint="Choose at least one.">
          <TripFieldset options={options} />
        </FormStep>
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor="enquiry-fax">Fax number (leave this empty)</label>
          <input id="enquiry-fax" type="text" tabIndex={-1} autoComplete="off" {...form.register('fax')} />
        </div>
        {failedEnquiry ? <FailurePanel params={failedEnquiry} /> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-soft sm:max-w-xs">
            We will call you back to plan the trip with you.
          </p>
          <button
            type="submit"
            disabled={sending}
            className="inline-flex min-h-13 items-center justify-center gap-2 rounded-full bg-lime px-8 text-lg font-extrabold text-forest-deep shadow-md shadow-lime-ink/20 transition-colors hover:bg-lime-soft disabled:cursor-wait disabled:opacity-75"
          >
            {sending ? 'Sending...' : 'Send enquiry'}
          </button>
        </div>
        <p role="status" className="sr-only">
          {sending ? 'Sending your enquiry' : ''}
        </p>
      </form>
      <FormToaster />
    </FormProvider>
  );
}
