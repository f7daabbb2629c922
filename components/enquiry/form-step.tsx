import type { ReactNode } from 'react';

/** One group of the form: a fieldset whose legend carries a step number. */
export function FormStep({
  step,
  legend,
  hint,
  children,
}: {
  step: number;
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="border-t border-forest/10 pt-6 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left flex w-full items-center gap-3 text-lg font-bold text-forest">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-lime-soft text-sm font-extrabold text-lime-ink"
        >
          {step}
        </span>
        {legend}
      </legend>
      {hint ? <p className="clear-both pt-1 pl-11 text-sm text-ink-soft">{hint}</p> : null}
      <div className="clear-both pt-4">{children}</div>
    </fieldset>
  );
}
