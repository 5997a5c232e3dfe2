import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/** The id of a field's error text, for aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** A field's error (a translation key or the server's text) under the field, linked by id. */
export function FieldErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const t = useT();
  if (!error?.message) return null;
  return (
    <div id={errorIdOf(id)} className="invalid-feedback d-block">
      {/* react-hook-form carries the key of a schema's rule, or the server's text, as a plain string. */}
      {t.dynamic(error.message)}
    </div>
  );
}

/** What a field needs to say it is wrong and where the explanation is (WCAG 3.3.1). */
export function invalidProps(id: string, error: FieldError | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  } as const;
}

type TextFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  className?: string;
  multiline?: boolean;
};

/** A labelled text input (or textarea) with its error linked for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  required = false,
  type = 'text',
  autoComplete,
  className = 'mb-3',
  multiline = false,
}: TextFieldProps) {
  const inputClass = `form-control${error ? ' is-invalid' : ''}`;
  const shared = { id, className: inputClass, ...registration, ...invalidProps(id, error) };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {multiline ? (
        <textarea rows={3} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} aria-required={required || undefined} {...shared} />
      )}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** The visible '*' of a required field; the field itself says so to assistive technology. */
export function RequiredMark(): ReactNode {
  return (
    <span className="checkout-required" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** Something is on its way (a calculation, a list loading): announced politely, with a spinner. */
export function BusyStatus({ children }: { children: ReactNode }) {
  return (
    <output className="checkout-step__status d-block">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {children}
    </output>
  );
}
