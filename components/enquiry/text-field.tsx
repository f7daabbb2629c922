import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { EnquiryInput } from '@/lib/enquiry/enquiry-schema';
import { useWords } from './enquiry-words';
import { FieldError, inputClass, labelClass, RequiredMark } from './field-error';

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'adults' | 'kids';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: TextFieldName;
  label: ReactNode;
};

/** A labelled input registered with the form; its error shows under it and is tied to it. */
export function TextField({ name, label, required, className, ...input }: TextFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<EnquiryInput>();
  const t = useWords();
  const id = `enquiry-${name}`;
  const error = errors[name]?.message;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : <span className="font-normal text-ink-soft"> {t('(optional)')}</span>}
      </label>
      <input
        id={id}
        {...register(name)}
        {...input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(Boolean(error))}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
