import { useState } from 'react';
import { DayPicker, getDefaultClassNames, type Modifiers } from 'react-day-picker';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  bookableRange,
  DATE_INPUT_HINT,
  formatDateInput,
  formatDateIn,
  isBookable,
  monthCaption,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
  parseDateInput,
} from '@/lib/enquiry/enquiry-date';
import { TRIP_GROUP_IDS } from '@/content/trip-groups';
import { type EnquiryInput, type Trips } from '@/lib/enquiry/enquiry-schema';
import { dayStatus, isoDay, openDaysAround } from '@/lib/trips/calendar';
import type { EnquiryOptions, TripCalendar } from '@/content/schemas';
import type { Translate } from '@/lib/i18n/fill';
import { useWords } from './enquiry-words';
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

type TickedTrip = { label: string; calendar?: TripCalendar };

/** The trips ticked in the form; Nature Education has no calendar of its own and runs every day. */
function tickedTrips(trips: Trips, options: EnquiryOptions, t: Translate): TickedTrip[] {
  const ticked: TickedTrip[] = TRIP_GROUP_IDS.flatMap((group) =>
    trips[group].on ? options[group].filter((option) => trips[group].options.includes(option.packageId)) : [],
  );
  return trips.natureEducation ? [...ticked, { label: t('Nature Education') }] : ticked;
}

/** The ticked trips that do not run on `iso`, each with its reason. */
function closedOn(ticked: TickedTrip[], iso: string, t: Translate): { label: string; reason: string }[] {
  return ticked.flatMap(({ label, calendar }) => {
    const status = dayStatus(calendar, iso, t);
    return status.open ? [] : [{ label, reason: status.reason }];
  });
}

const reasons = (closed: { label: string; reason: string }[], t: Translate) =>
  closed.map(({ label, reason }) => t('{label}: {reason}', { label, reason })).join('; ');

/**
 * The trip date: typed as DD/MM/YYYY or picked in the calendar, both writing the same form value.
 * `today` (Munnar's) comes from the form, computed in the browser: the export is built on another day.
 */
export function DateField({
  today,
  options,
  tripNames,
}: {
  today: Date;
  options: EnquiryOptions;
  /** The trips' names in the page's language, by their English names. */
  tripNames: Record<string, string>;
}) {
  const t = useWords();
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<EnquiryInput>();
  const text = useWatch({ control, name: 'date' });
  const trips = useWatch({ control, name: 'trips' });
  const range = bookableRange(today);
  const ticked = tickedTrips(trips, options, t).map((trip) => ({
    ...trip,
    label: tripNames[trip.label] ?? trip.label,
  }));
  /** A day on which none of the ticked trips runs. */
  const noneRuns = (date: Date) =>
    ticked.length > 0 && closedOn(ticked, isoDay(date), t).length === ticked.length;
  const parsed = parseDateInput(text);
  const selected = parsed && isBookable(parsed, range) ? parsed : undefined;

  // The calendar follows a typed date to its month (state adjusted during render, not in an effect).
  const [view, setView] = useState({ month: selected ?? today, shownFor: selected?.getTime() });
  if (selected && selected.getTime() !== view.shownFor)
    setView({ month: selected, shownFor: selected.getTime() });

  const closed = parsed && isBookable(parsed, range) ? closedOn(ticked, isoDay(parsed), t) : [];
  const everyTickedRuns = (iso: string) => closedOn(ticked, iso, t).length === 0;
  const suggestions = closed.length
    ? openDaysAround(everyTickedRuns, isoDay(parsed!), isoDay(range.earliest)).filter(
        (iso) => iso <= isoDay(range.latest),
      )
    : [];
  const pick = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    setValue('date', formatDateInput(new Date(year, month - 1, day)), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
  };

  /** "Today, Saturday 5 December 2026, selected": the visible day number is a word of the name (WCAG 2.5.3). */
  const labelDayButton = (date: Date, modifiers: Modifiers) => {
    let words = formatDateIn(date, t).replace(',', '');
    const why = modifiers.disabled && isBookable(date, range) ? closedOn(ticked, isoDay(date), t) : [];
    if (modifiers.today) words = t('Today, {date}', { date: words });
    if (modifiers.selected) words = t('{date}, selected', { date: words });
    if (why.length) words = t('{date}, not available: {reasons}', { date: words, reasons: reasons(why, t) });
    return words;
  };

  const error = errors.date?.message;
  const describedBy = [
    'enquiry-date-hint',
    parsed ? 'enquiry-date-words' : '',
    closed.length ? 'enquiry-date-closed' : '',
    error ? 'enquiry-date-error' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:gap-8">
      <div>
        <label htmlFor="enquiry-date" id="enquiry-date-label" className={labelClass}>
          {t('Date')}
          <RequiredMark />
        </label>
        <p id="enquiry-date-hint" className="mt-0.5 text-sm text-ink-soft">
          {t('Type it as {hint} or pick a day.', { hint: DATE_INPUT_HINT })}
          {ticked.some((trip) => trip.calendar) ? ` ${t('Crossed-out days: none of your trips runs.')}` : ''}
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
            {formatDateIn(parsed, t)}
          </p>
        ) : null}
        <div role="status" className="empty:hidden">
          {closed.length ? (
            <div className="mt-3 rounded-xl border border-forest/15 bg-lime-soft/50 p-3 text-ink">
              <p id="enquiry-date-closed" className="text-sm">
                <strong>
                  {t(
                    closed.length === ticked.length
                      ? 'Not running that day.'
                      : 'Not all your trips run that day.',
                  )}
                </strong>{' '}
                {reasons(closed, t)}.
              </p>
              {suggestions.length ? (
                <div className="mt-2">
                  <p className="text-sm text-ink-soft">
                    {t(ticked.length === 1 ? 'Nearest days it runs:' : 'Nearest days all your trips run:')}
                  </p>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {suggestions.map((iso) => (
                      <li key={iso}>
                        <button
                          type="button"
                          onClick={() => pick(iso)}
                          className="min-h-11 rounded-full border border-forest/20 bg-white px-4 text-sm font-semibold text-forest hover:bg-mist"
                        >
                          {formatDateIn(new Date(`${iso}T00:00:00`), t)}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
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
          disabled={[{ before: range.earliest }, { after: range.latest }, noneRuns]}
          classNames={calendarClassNames}
          labels={{
            labelDayButton,
            labelPrevious: () => t('Go to the Previous Month'),
            labelNext: () => t('Go to the Next Month'),
            labelGrid: (month) => monthCaption(month, t),
            labelWeekday: (day) => t(WEEKDAY_NAMES[day.getDay()]!),
          }}
          formatters={{
            formatCaption: (month) => monthCaption(month, t),
            formatWeekdayName: (day) => t(WEEKDAY_SHORT[day.getDay()]!),
          }}
        />
      </div>
    </div>
  );
}
