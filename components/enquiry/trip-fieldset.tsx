import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { EnquiryOption, EnquiryOptions } from '@/content/schemas';
import { TRIP_GROUPS, TRIP_GROUP_IDS, type TripGroup } from '@/content/trip-groups';
import type { EnquiryInput } from '@/lib/enquiry/enquiry-schema';
import { useEnquiryWords, useWords } from './enquiry-words';

const tileClass =
  'rounded-2xl border border-ink-faint/40 bg-white transition-colors has-[>label>input:checked]:border-forest has-[>label>input:checked]:bg-mist/50';
const rowClass = 'flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2';
const boxClass = 'size-5 shrink-0 cursor-pointer accent-forest';

/** A group checkbox that reveals its options; the options stay chosen while the group is unticked. */
function TripGroupField({ group, options }: { group: TripGroup; options: EnquiryOption[] }) {
  const { register, control } = useFormContext<EnquiryInput>();
  const on = useWatch({ control, name: `trips.${group}.on` });
  const { field } = useController({ control, name: `trips.${group}.options` });
  const t = useWords();
  const { tripNames } = useEnquiryWords();
  const toggle = (id: string, checked: boolean) =>
    field.onChange(
      checked
        ? [...field.value.filter((value) => value !== id), id]
        : field.value.filter((value) => value !== id),
    );

  return (
    <div className={tileClass}>
      <label className={`${rowClass} text-base font-bold text-forest`}>
        <input type="checkbox" {...register(`trips.${group}.on`)} className={boxClass} />
        {t(TRIP_GROUPS[group].title)}
      </label>
      <fieldset hidden={!on} className="border-t border-forest/10 px-2 pt-1 pb-2">
        <legend className="sr-only">
          {t('{group}: choose one or more', { group: t(TRIP_GROUPS[group].title) })}
        </legend>
        <div className="grid sm:grid-cols-2">
          {options.map((option) => (
            <label key={option.packageId} className={`${rowClass} rounded-xl text-ink hover:bg-lime-soft/60`}>
              <input
                type="checkbox"
                name={field.name}
                value={option.packageId}
                checked={field.value.includes(option.packageId)}
                onChange={(event) => toggle(option.packageId, event.target.checked)}
                onBlur={field.onBlur}
                className={boxClass}
              />
              {tripNames[option.label] ?? option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** Trekking, Camping and Adventure Activities with their options; Nature Education is a plain checkbox. */
export function TripFieldset({ options }: { options: EnquiryOptions }) {
  const { register } = useFormContext<EnquiryInput>();
  const t = useWords();
  return (
    <div className="grid gap-3">
      {TRIP_GROUP_IDS.map((group) => (
        <TripGroupField key={group} group={group} options={options[group]} />
      ))}
      <div className={tileClass}>
        <label className={`${rowClass} text-base font-bold text-forest`}>
          <input type="checkbox" {...register('trips.natureEducation')} className={boxClass} />
          {t('Nature Education')}
        </label>
      </div>
    </div>
  );
}
