/** A field's message, tied to it by id through aria-describedby. Red 700 on white is 6:1. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-red-700">
      <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.6h1.8v5.3H9.1V6.1Zm.9 8.7a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
      </svg>
      {message}
    </p>
  );
}

export const inputClass = (invalid: boolean) =>
  [
    'mt-1.5 block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-xs transition-colors placeholder:text-ink-faint hover:border-forest',
    invalid ? 'border-red-700 bg-red-50/50' : 'border-ink-faint/80',
  ].join(' ');

export const labelClass = 'block text-[0.9375rem] font-semibold text-ink';

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}
