import { useState } from 'react';
import { DayPicker, getDefaultClassNames, type Modifiers } from 'react-day-picker';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  bookableRange,
  DATE_INPUT_HINT,
  formatDateInput,
  formatEnquiryDate,
  isBookable,
  parseDateInput,
} from '@/lib/enquiry/enquiry-date';
import type { EnquiryInput } from '@/lib/enquiry/enquiry-schema';
import { FieldError, inputClass, labelClass, RequiredMark } from './field-error';

const defaults = getDefaultClassNames();

/* Tailwind classes instead of the package stylesheet: its unlayered rules would beat utilities. */
const calendarClassNames = {
  ...defaults,
  root: `${defaults.root} relative w-full max-w-[22rem]`,
  month_caption: 'flex h-11 items-center px-1 text-base font-bold text-forest',
  nav: 'absolute top-0 right-0 flex gap-1',
  button_previous:
    'inline-flex size-11 items-center justify-center rounded-full text-forest hover:bg-mist aria-disabled:cursor-not-allowed aria-disabled:opacity-30',
  button_next:
    'inline-flex size-11 items-center justify-center rounded-full text-forest hover:bg-mist aria-disabled:cursor-not-allowed aria-disabled:opacity-30',
  chevron: 'size-5 fill-current',
  month_grid: 'mt-1 w-full border-collapse',
  weekday: 'h-9 text-xs font-bold text-ink-soft uppercase',
  day: 'p-0 text-center',
  day_button:
    'mx-auto flex size-10 items-center justify-center rounded-full text-base text-ink transition-colors hover:bg-lime-soft disabled:cursor-not-allowed disabled:text-ink-faint/60 disabled:line-through disabled:hover:bg-transparent sm:size-11',
  selected: '[&>button]:bg-forest [&>button]:font-bold [&>button]:text-white [&>button]:hover:bg-forest-mid',
  today:
    '[&>button]:font-extrabold [&>button]:underline [&>button]:decoration-lime [&>button]:decoration-2 [&>button]:underline-offset-4',
  hidden: 'invisible',
};

/** "Today, Saturday 5 December 2026, selected": the visible day number is a word of the name (WCAG 2.5.3). */
function labelDayButton(date: Date, modifiers: Modifiers) {
  const words = formatEnquiryDate(date).replace(',', '');
  return `${modifiers.today ? 'Today, ' : ''}${words}${modifiers.selected ? ', selected' : ''}`;
}

/**
 * The trip date: typed as DD/MM/YYYY or picked in the calendar, both writing the same form value.
 * `today` (Munnar's) comes from the form, computed in the browser: the export is built on another day.
 */
export function DateField({ today }: { today: Date }) {
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<EnquiryInput>();
  const text = useWatch({ control, name: 'date' });
  const range = bookableRange(today);
  const parsed = parseDateInput(text);
  const selected = parsed && isBookable(parsed, range) ? parsed : undefined;

  // The calendar follows a typed date to its month (state adjusted during render, not in an effect).
  const [view, setView] = useState({ month: selected ?? today, shownFor: selected?.getTime() });
  if (selected && selected.getTime() !== view.shownFor)
    setView({ month: selected, shownFor: selected.getTime() });

  const error = errors.date?.message;
  const describedBy = [
    'enquiry-date-hint',
    parsed ? 'enquiry-date-words' : '',
    error ? 'enquiry-date-error' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-8">
      <div>
        <label htmlFor="enquiry-date" id="enquiry-date-label" className={labelClass}>
          Date
          <RequiredMark />
        </label>
        <p id="enquiry-date-hint" className="mt-0.5 text-sm text-ink-soft">
          Type it as {DATE_INPUT_HINT} or pick a day.
        </p>
        <input
          id="enquiry-date"
          {...register('date')}
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder={DATE_INPUT_HINT}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass(Boolean(error))}
        />
        <FieldError id="enquiry-date-error" message={error} />
        {parsed ? (
          <p id="enquiry-date-words" className="mt-2 font-semibold text-forest">
            {formatEnquiryDate(parsed)}
          </p>
        ) : null}
      </div>
      <div
        role="group"
        aria-labelledby="enquiry-date-label"
        className="rounded-2xl border border-forest/10 bg-mist/60 p-2 sm:p-3"
      >
        <DayPicker
          mode="single"
          required
          selected={selected}
          onSelect={(date) =>
            setValue('date', formatDateInput(date), { shouldDirty: true, shouldValidate: isSubmitted })
          }
          month={view.month}
          onMonthChange={(month) => setView({ month, shownFor: view.shownFor })}
          today={today}
          startMonth={range.earliest}
          endMonth={range.latest}
          disabled={[{ before: range.earliest }, { after: range.latest }]}
          classNames={calendarClassNames}
          labels={{ labelDayButton }}
        />
      </div>
    </div>
  );
}
