import { type FormEvent, useState } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';

/** One field of a list's filters; `value` is what the address holds now ('' when not set). */
export type FilterField = {
  name: string;
  label: string;
  value: string;
  /** A line under the field saying what to type. */
  hint?: string;
  /** The search field takes the wider column. */
  wide?: boolean;
} & (
  | { kind: 'search'; maxLength: number }
  | { kind: 'date' }
  | { kind: 'select'; options: ReadonlyArray<{ value: string; label: string }> }
);

/** A from/to pair of date fields that must not be reversed: the names of the two and what to say. */
export type FilterRange = { from: string; to: string; message: string };

const isReversed = (from: string, to: string) => from !== '' && to !== '' && from > to;

/**
 * The list kit's filters (ADR 84): a GET form in a search landmark whose labelled fields land in the address
 * (page back to 1), so a filtered list can be bookmarked, survives a reload and works without JavaScript;
 * with JavaScript, empty fields stay out of the address (`?status=Rejected`, not `?orderId=&status=…`). The
 * reset link, shown once something is filtered, leads to the list without a filter. A reversed `range` is
 * said beside the dates: with JavaScript before the form is sent, else for the address.
 */
export function ListFilters({
  id,
  label,
  fields,
  submitLabel,
  resetLabel,
  range,
}: {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  /** The search landmark's name ("Filter the audit log"). */
  label: string;
  fields: readonly FilterField[];
  submitLabel: string;
  resetLabel: string;
  range?: FilterRange;
}) {
  const { pathname } = useLocation();
  const submit = useSubmit();
  const [reversedInForm, setReversedInForm] = useState(false);
  const fieldValue = (name: string) => fields.find((field) => field.name === name)?.value ?? '';
  const reversed = range ? reversedInForm || isReversed(fieldValue(range.from), fieldValue(range.to)) : false;
  const fieldId = (name: string) => `${id}-${name}`;
  const rangeErrorId = `${id}-range-error`;

  const submitFilled = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (range && isReversed(String(form.get(range.from) ?? ''), String(form.get(range.to) ?? ''))) {
      setReversedInForm(true);
      // Focus on the field the message describes, so it is read out.
      event.currentTarget.querySelector<HTMLInputElement>(`#${fieldId(range.from)}`)?.focus();
      return;
    }
    setReversedInForm(false);
    for (const [name, value] of [...form.entries()]) if (value === '') form.delete(name);
    void submit(form, { method: 'get', action: pathname });
  };

  const control = (field: FilterField) => {
    const hintId = field.hint ? `${fieldId(field.name)}-hint` : undefined;
    const inRange = reversed && range !== undefined && (field.name === range.from || field.name === range.to);
    const common = {
      id: fieldId(field.name),
      name: field.name,
      defaultValue: field.value,
      'aria-describedby': [hintId, inRange ? rangeErrorId : undefined].filter(Boolean).join(' ') || undefined,
      'aria-invalid': inRange ? true : undefined,
    };
    if (field.kind === 'select')
      return (
        <select {...common} className="form-select">
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    return (
      <input
        {...common}
        type={field.kind}
        maxLength={field.kind === 'search' ? field.maxLength : undefined}
        className={inRange ? 'form-control is-invalid' : 'form-control'}
      />
    );
  };

  const filtered = fields.some((field) => field.value !== '');
  return (
    <Form
      method="get"
      onSubmit={submitFilled}
      className="document-filters"
      role="search"
      aria-label={label}
      // New values from the address (a reset, the back button) replace what the fields hold.
      key={fields.map((field) => field.value).join('|')}
    >
      {fields.map((field) => (
        <div
          key={field.name}
          className={`document-filters__field${field.wide ? ' document-filters__field--search' : ''}`}
        >
          <label htmlFor={fieldId(field.name)} className="form-label">
            {field.label}
          </label>
          {control(field)}
          {field.hint ? (
            <div id={`${fieldId(field.name)}-hint`} className="form-text">
              {field.hint}
            </div>
          ) : null}
          {reversed && range?.from === field.name ? (
            <div id={rangeErrorId} className="invalid-feedback d-block">
              {range.message}
            </div>
          ) : null}
        </div>
      ))}
      <div className="document-filters__buttons">
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
        {filtered ? (
          <Link to={pathname} className="btn btn-outline-primary">
            {resetLabel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
