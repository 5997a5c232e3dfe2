import type { RecoveryMailTemplate } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatInstant } from '../../company-users/format-instant.ts';
import type { MailTemplatesActionData, TemplateFieldError } from './mail-templates-data.ts';

/** The rendered mail of a preview: it takes the focus, so keyboard and screen-reader users meet it at once. */
function PreviewPanel({
  preview,
}: {
  preview: Extract<MailTemplatesActionData, { status: 'preview' }>['preview'];
}) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} tabIndex={-1} className="card mt-4" aria-labelledby="mail-template-preview-title">
      <div className="card-body">
        <h3 id="mail-template-preview-title" className="h5">
          {t('backoffice.mail-templates.preview.title')}
        </h3>
        <p className="text-body-secondary small">{t('backoffice.mail-templates.preview.note')}</p>
        <p className="fw-bold" data-testid="mail-preview-subject">
          {t('backoffice.mail-templates.preview.subject', { subject: preview.subject })}
        </p>
        <pre className="mail-template-preview border rounded p-3 mb-0" style={{ whiteSpace: 'pre-wrap' }}>
          {preview.text}
        </pre>
      </div>
    </section>
  );
}

function FieldError({ id, error }: { id: string; error: TemplateFieldError | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {t(error.key, error.params)}
    </div>
  );
}

/** The subject and body of one template, its placeholders, and Preview, Save and Reset to default. */
export function TemplateEditor({
  template,
  limits,
  result,
}: {
  template: RecoveryMailTemplate;
  limits: { subjectMax: number; bodyMax: number };
  result: MailTemplatesActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const summaryRef = useRef<HTMLDivElement>(null);
  const ours =
    result &&
    result.values.template === template.template &&
    result.values.languageCode === template.languageCode
      ? result
      : undefined;
  const failed = ours?.status === 'failed' ? ours : undefined;
  // A save or reset answers the stored texts: the fields show them while the page reloads the template.
  const values = ours ? ours.values : template;
  useEffect(() => {
    if (failed) summaryRef.current?.focus();
  }, [failed]);
  const button = (intent: string, label: string, style: string) => (
    <button type="submit" name="intent" value={intent} className={`btn ${style}`} disabled={busy !== null}>
      {busy === intent ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
      {label}
    </button>
  );
  return (
    <>
      {/* The router hands over the answer while it reloads the page: the notice waits until the page is idle, so
      "Reset to default" never shows above the marks of the edited template. */}
      {navigation.state === 'idle' && (ours?.status === 'saved' || ours?.status === 'reset') ? (
        <output className="alert alert-success d-block">
          {t(
            ours.status === 'saved'
              ? 'backoffice.mail-templates.done.saved'
              : 'backoffice.mail-templates.done.reset',
          )}
        </output>
      ) : null}
      {failed ? (
        <div ref={summaryRef} tabIndex={-1} className="alert alert-danger" role="alert">
          {t(failed.formError)}
        </div>
      ) : null}
      <p className="text-body-secondary">
        {template.isDefault
          ? t('backoffice.mail-templates.default')
          : template.updatedBy
            ? t('backoffice.mail-templates.edited', {
                name: template.updatedBy,
                date: formatInstant(template.updatedAt ?? '', language),
              })
            : t('backoffice.mail-templates.edited-unknown', {
                date: formatInstant(template.updatedAt ?? '', language),
              })}
      </p>
      <Form
        method="post"
        className="mail-template-editor"
        // A new template, or a stored one changed by a save or reset: the fields show it afresh.
        key={`${template.template}-${template.languageCode}-${template.updatedAt ?? 'default'}-${ours?.status ?? ''}`}
      >
        <div className="mb-3">
          <label htmlFor="mail-template-subject" className="form-label">
            {t('backoffice.mail-templates.subject')}
          </label>
          <input
            id="mail-template-subject"
            name="subject"
            className={`form-control${failed?.fieldErrors.subject ? ' is-invalid' : ''}`}
            defaultValue={values.subject}
            maxLength={limits.subjectMax + 50}
            required
            aria-invalid={failed?.fieldErrors.subject ? true : undefined}
            aria-describedby={`mail-template-subject-limit${failed?.fieldErrors.subject ? ' mail-template-subject-error' : ''}`}
          />
          <div id="mail-template-subject-limit" className="form-text">
            {t('backoffice.mail-templates.limit', { max: limits.subjectMax })}
          </div>
          <FieldError id="mail-template-subject-error" error={failed?.fieldErrors.subject} />
        </div>
        <div className="mb-3">
          <label htmlFor="mail-template-body" className="form-label">
            {t('backoffice.mail-templates.body')}
          </label>
          <textarea
            id="mail-template-body"
            name="body"
            rows={14}
            className={`form-control font-monospace${failed?.fieldErrors.body ? ' is-invalid' : ''}`}
            defaultValue={values.body}
            required
            aria-invalid={failed?.fieldErrors.body ? true : undefined}
            aria-describedby={`mail-template-placeholders mail-template-body-limit${failed?.fieldErrors.body ? ' mail-template-body-error' : ''}`}
          />
          <div id="mail-template-body-limit" className="form-text">
            {t('backoffice.mail-templates.limit', { max: limits.bodyMax })}
          </div>
          <FieldError id="mail-template-body-error" error={failed?.fieldErrors.body} />
        </div>
        <div id="mail-template-placeholders" className="mb-3">
          <h3 className="h6">{t('backoffice.mail-templates.placeholders')}</h3>
          <ul className="list-unstyled mb-0">
            {template.placeholders.map((name) => (
              <li key={name}>
                <code>{`{${name}}`}</code> – {t(`backoffice.mail-templates.placeholder.${name}`)}
                {template.requiredPlaceholders.includes(name)
                  ? ` (${t('backoffice.mail-templates.required')})`
                  : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="d-flex flex-wrap gap-2">
          {button('preview', t('backoffice.mail-templates.preview'), 'btn-outline-primary')}
          {button('save', t('backoffice.mail-templates.save'), 'btn-primary')}
          {template.isDefault
            ? null
            : button('reset', t('backoffice.mail-templates.reset'), 'btn-outline-danger')}
        </div>
      </Form>
      {ours?.status === 'preview' ? (
        <PreviewPanel key={`${ours.preview.subject}\n${ours.preview.text}`} preview={ours.preview} />
      ) : null}
    </>
  );
}
