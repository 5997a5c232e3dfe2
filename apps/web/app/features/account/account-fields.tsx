import type { TextKey } from '@shop/ui-texts';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { FieldError } from './field-errors.ts';

/** The id of a form field by its form name: `application-billingAddress-city`. */
export const fieldId = (form: string, name: string) => `${form}-${name.replace(/\./g, '-')}`;

type FieldProps = {
  form: string;
  name: string;
  label: string;
  error?: FieldError | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** A field's label, its control and, under it, its error and hint, tied together for screen readers. */
function FieldFrame({
  form,
  name,
  label,
  error,
  hint,
  required,
  className = 'mb-3',
  children,
}: FieldProps & { children: (describedBy: string | undefined) => ReactNode }) {
  const t = useT();
  const id = fieldId(form, name);
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children(described || undefined)}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(error.key, error.params)}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

type TextInputProps = FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  defaultValue?: string;
  maxLength?: number;
  multiline?: boolean;
};

/** A labelled text input (or textarea) whose error is announced with it. */
export function TextInput(props: TextInputProps) {
  const { form, name, error, required, type = 'text', autoComplete, defaultValue, maxLength } = props;
  return (
    <FieldFrame {...props}>
      {(describedBy) => {
        const shared = {
          id: fieldId(form, name),
          name,
          className: `form-control${error ? ' is-invalid' : ''}`,
          defaultValue,
          maxLength,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        } as const;
        return props.multiline ? (
          <textarea rows={4} {...shared} />
        ) : (
          <input type={type} autoComplete={autoComplete} {...shared} />
        );
      }}
    </FieldFrame>
  );
}

type SelectInputProps = FieldProps & {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  defaultValue?: string;
  autoComplete?: string;
};

/** A labelled select with a first "choose…" option that is not a value. */
export function SelectInput(props: SelectInputProps) {
  const { form, name, error, required, options, placeholder, defaultValue, autoComplete } = props;
  return (
    <FieldFrame {...props}>
      {(describedBy) => (
        <select
          id={fieldId(form, name)}
          name={name}
          className={`form-select${error ? ' is-invalid' : ''}`}
          defaultValue={defaultValue ?? ''}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The form's own message above its fields (what went wrong as a whole), announced when it appears. */
export function FormAlert({
  id,
  messageKey,
  params,
}: {
  id: string;
  messageKey: TextKey;
  params?: Record<string, string | number>;
}) {
  const t = useT();
  return (
    <div id={id} className="alert alert-danger" role="alert">
      {t(messageKey, params)}
    </div>
  );
}

/** The submit button: disabled with a spinner and its busy text while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
      {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
