import type { FormBlock as FormBlockData, FormField } from '@shop/contracts';
import { sendForm } from '@shop/contracts/endpoints/forms';
import type { TextKey } from '@shop/ui-texts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { call } from '../../lib/browser-api.ts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  // The API's keys per field, sent as data (the forms module checks the fields an editor placed).
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'failed'; messageKey: TextKey }
  | { kind: 'sent'; successText: string };

/** The honeypot's input name: what a form-filling bot fills and a person never sees (ADR 53). */
const honeypotName = 'website';

function valuesOf(form: HTMLFormElement, fields: FormField[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.type === 'checkbox' ? (data.has(field.name) ? 'true' : '') : String(data.get(field.name) ?? ''),
    ]),
  );
}

/**
 * A form defined in content (ADR 53): its fields as the content defines them, sent to Form/SendForm; the
 * server's errors map shows beside each field (linked by aria-describedby) and the keyboard lands on the
 * first field to fix; once accepted, the form's success text takes its place.
 */
export function FormBlock({ block }: { block: FormBlockData }) {
  const t = useT();
  const language = useLanguage();
  const areaId = useRootData()?.area.areaId ?? 'b2b';
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLOutputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const errors = state.kind === 'invalid' ? state.errors : {};

  useEffect(() => {
    if (state.kind === 'sent') successRef.current?.focus();
    if (state.kind !== 'invalid' && state.kind !== 'failed') return;
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      formRef.current?.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const honeypot = String(new FormData(form).get(honeypotName) ?? '');
    setState({ kind: 'sending' });
    try {
      const answer = await call(sendForm, {
        body: {
          area: { areaId, languageCode: language },
          formKey: block.formKey,
          fields: valuesOf(form, block.fields),
          ...(honeypot ? { honeypot } : {}),
        },
      });
      setState({ kind: 'sent', successText: answer.successText });
    } catch (error) {
      const payload = isApiError(error)
        ? (error.payload as { errors?: Record<string, string> } | null)
        : null;
      if (isApiError(error) && error.status === 400 && payload?.errors) {
        setState({ kind: 'invalid', errors: payload.errors });
      } else if (isApiError(error) && error.status === 429) {
        setState({ kind: 'failed', messageKey: 'form.rate-limited' });
      } else if (isApiError(error) && error.status === 404) {
        setState({ kind: 'failed', messageKey: 'form.not-found' });
      } else {
        setState({ kind: 'failed', messageKey: 'form.failed' });
      }
    }
  }

  const headingId = `${id}-heading`;
  if (state.kind === 'sent') {
    return (
      <div className="container content-form">
        {block.heading ? <h2 className="h4">{block.heading}</h2> : null}
        <output ref={successRef} className="alert alert-success d-block" tabIndex={-1}>
          {state.successText}
        </output>
      </div>
    );
  }
  // Errors the form cannot put beside a field of its own (a stale form's unknown field).
  const unplaced = Object.keys(errors).filter((name) => !block.fields.some((field) => field.name === name));
  return (
    <div className="container content-form">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={block.heading ? headingId : undefined}
        data-form-key={block.formKey}
      >
        {block.heading ? (
          <h2 id={headingId} className="h4">
            {block.heading}
          </h2>
        ) : null}
        {block.intro ? <p>{block.intro}</p> : null}
        {state.kind === 'invalid' ? (
          <div className="alert alert-danger" role="alert">
            {t('form.fix-fields')}
            {unplaced.length > 0
              ? ` ${unplaced.map((name) => t.dynamic(errors[name] ?? '')).join(' ')}`
              : null}
          </div>
        ) : null}
        {state.kind === 'failed' ? (
          <div className="alert alert-danger" role="alert">
            {t(state.messageKey)}
          </div>
        ) : null}
        {block.fields.map((field) => (
          <FormFieldInput
            key={field.name}
            id={`${id}-${field.name}`}
            field={field}
            error={errors[field.name]}
          />
        ))}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={`${id}-${honeypotName}`}>{t('form.honeypot')}</label>
          <input
            id={`${id}-${honeypotName}`}
            name={honeypotName}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t('form.sending') : block.submitText}
        </button>
      </form>
    </div>
  );
}

function FormFieldInput({ id, field, error }: { id: string; field: FormField; error: string | undefined }) {
  const t = useT();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy =
    [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
  const maxLength = field.maxLength ?? undefined;
  const label = (
    <>
      {field.label}
      {field.required ? (
        <span className="content-form__required" title={t('form.required')}>
          {' *'}
        </span>
      ) : null}
    </>
  );
  const below = (
    <>
      {field.help ? (
        <div id={helpId} className="form-text">
          {field.help}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {t.dynamic(error)}
        </div>
      ) : null}
    </>
  );
  if (field.type === 'checkbox') {
    return (
      <div className="form-check mb-3">
        <input
          {...common}
          type="checkbox"
          value="true"
          className={`form-check-input${error ? ' is-invalid' : ''}`}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
        {below}
      </div>
    );
  }
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          rows={5}
          maxLength={maxLength}
          className={`form-control${error ? ' is-invalid' : ''}`}
        />
      ) : field.type === 'select' ? (
        <select {...common} defaultValue="" className={`form-select${error ? ' is-invalid' : ''}`}>
          <option value="" disabled>
            {'–'}
          </option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type}
          maxLength={maxLength}
          autoComplete={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined}
          className={`form-control${error ? ' is-invalid' : ''}`}
        />
      )}
      {below}
    </div>
  );
}
