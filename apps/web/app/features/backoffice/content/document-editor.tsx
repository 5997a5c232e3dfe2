import type { PageDocumentBody } from '@shop/contracts';
import { useId } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { ActionNotice } from './action-notice.tsx';
import { BlockFields } from './block-fields.tsx';
import { draftOfBlock, valuesOfDrafts } from './block-form.ts';
import { BlockPreview } from './block-preview.tsx';
import {
  addressParam,
  type DocumentActionData,
  type FormValues,
  type OpenDocument,
} from './documents-data.ts';
import { VersionsPanel } from './versions-panel.tsx';

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** The form's starting values: what was sent last (after a refusal or preview), else the stored body. */
function valuesOf(open: OpenDocument, sent: FormValues | null): FormValues {
  if (sent) return sent;
  const body = (open.document?.body ?? {}) as Record<string, unknown>;
  switch (open.address.type) {
    case 'translation':
      return { value: String(body.value ?? '') };
    case 'page': {
      const page = body as Partial<PageDocumentBody>;
      return {
        title: page.title ?? '',
        url: page.url ?? '/',
        template: page.template ?? 'page',
        metaDescription: page.metaDescription ?? '',
        parentPageId: page.parentPageId ?? '',
        ...valuesOfDrafts((page.blocks ?? []).map(draftOfBlock)),
      };
    }
    case 'menu':
      return { items: json(body.items ?? []) };
    case 'areaSettings':
      return { settings: json(open.document?.body ?? {}) };
  }
}

function Field({
  name,
  label,
  hint,
  values,
  invalid,
  rows,
}: {
  name: string;
  label: string;
  hint?: string;
  values: FormValues;
  invalid: boolean;
  rows?: number;
}) {
  const id = useId();
  const className = `form-control${rows ? ' font-monospace' : ''}${invalid ? ' is-invalid' : ''}`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          className={className}
          defaultValue={values[name] ?? ''}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          spellCheck={false}
        />
      ) : (
        <input
          id={id}
          name={name}
          className={className}
          defaultValue={values[name] ?? ''}
          aria-invalid={invalid || undefined}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="form-text">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The open document: its form (fields for texts, pages and their blocks, checked JSON for menus), preview, delete. */
export function DocumentEditor({
  open,
  result,
  languageName,
}: {
  open: OpenDocument;
  result: DocumentActionData | undefined;
  languageName: string;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const headingId = useId();
  const { address, document } = open;
  const sent =
    result && (result.status === 'failed' || result.status === 'preview' || result.status === 'draft')
      ? result.values
      : null;
  const values = valuesOf(open, sent);
  const refusedFields = result?.status === 'failed' ? result.issues.map((issue) => issue.field) : [];
  const refused = new Set(refusedFields.map((field) => field.split('.')[0]));
  const invalid = (name: string) => refused.has(name);
  const closeParams = new URLSearchParams(search);
  closeParams.delete('open');
  const names = { key: address.key, language: languageName };
  return (
    <section aria-labelledby={headingId} className="card mt-4">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-3">
          <h2 id={headingId} className="h4">
            {t('backoffice.documents.editor.title', names)}
          </h2>
          <Link to={`${pathname}?${closeParams}`}>{t('backoffice.documents.editor.close')}</Link>
        </div>
        <ActionNotice result={result} />
        {document || address.type === 'page' || address.type === 'translation' ? (
          <Form
            method="post"
            key={`${addressParam(address)}:${document?.version ?? 'new'}:${sent ? 'sent' : ''}:${values.revision ?? ''}`}
          >
            {/* Enter in a field saves, as before the block buttons came first in the form. */}
            <button
              type="submit"
              name="intent"
              value="save"
              className="d-none"
              tabIndex={-1}
              aria-hidden="true"
            />
            <input type="hidden" name="revision" value={values.revision ?? '0'} />
            <input type="hidden" name="document" value={addressParam(address)} />
            <input type="hidden" name="expectedVersion" value={document?.version ?? 0} />
            {address.type === 'translation' ? (
              <Field
                name="value"
                label={t('backoffice.documents.field.value')}
                values={values}
                invalid={invalid('value')}
                rows={4}
              />
            ) : null}
            {address.type === 'page' ? (
              <>
                <Field
                  name="title"
                  label={t('backoffice.documents.field.title')}
                  values={values}
                  invalid={invalid('title')}
                />
                <Field
                  name="url"
                  label={t('backoffice.documents.field.url')}
                  values={values}
                  invalid={invalid('url')}
                />
                <Field
                  name="metaDescription"
                  label={t('backoffice.documents.field.metaDescription')}
                  values={values}
                  invalid={invalid('metaDescription')}
                />
                <TemplateSelect value={values.template ?? 'page'} />
                <input type="hidden" name="parentPageId" value={values.parentPageId ?? ''} />
                <BlockFields values={values} refused={refusedFields} changed={result?.status === 'draft'} />
              </>
            ) : null}
            {address.type === 'menu' ? (
              <Field
                name="items"
                label={t('backoffice.documents.field.items')}
                values={values}
                invalid={invalid('items')}
                rows={16}
              />
            ) : null}
            {address.type === 'areaSettings' ? (
              <Field
                name="settings"
                label={t('backoffice.documents.field.settings')}
                hint={t('backoffice.documents.field.settings-hint')}
                values={values}
                invalid={refused.size > 0}
                rows={16}
              />
            ) : null}
            <div className="d-flex gap-2 flex-wrap">
              <button type="submit" name="intent" value="save" className="btn btn-primary">
                {t('backoffice.documents.save')}
              </button>
              {address.type === 'page' ? (
                <button type="submit" name="intent" value="preview" className="btn btn-outline-secondary">
                  {t('backoffice.documents.preview')}
                </button>
              ) : null}
              {document?.deletable ? (
                <button type="submit" name="intent" value="delete" className="btn btn-outline-danger">
                  {t('backoffice.documents.delete')}
                </button>
              ) : null}
            </div>
          </Form>
        ) : null}
        {result?.status === 'confirm-delete' ? (
          <div
            role="alertdialog"
            aria-labelledby={`${headingId}-confirm`}
            className="alert alert-warning mt-3"
          >
            <p id={`${headingId}-confirm`}>{t('backoffice.documents.delete.confirm', names)}</p>
            <Form method="post" className="d-flex gap-2">
              <input type="hidden" name="document" value={addressParam(address)} />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="confirmed" value="yes" />
              <button type="submit" className="btn btn-danger">
                {t('backoffice.documents.delete.yes')}
              </button>
              <Link to={`${pathname}${search}`} className="btn btn-outline-secondary">
                {t('backoffice.documents.delete.cancel')}
              </Link>
            </Form>
          </div>
        ) : null}
        {result?.status === 'preview' ? <BlockPreview title={result.title} blocks={result.blocks} /> : null}
        <VersionsPanel open={open} />
      </div>
    </section>
  );
}

function TemplateSelect({ value }: { value: string }) {
  const t = useT();
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t('backoffice.documents.field.template')}
      </label>
      <select id={id} name="template" className="form-select" defaultValue={value}>
        <option value="page">{t('backoffice.documents.template.page')}</option>
        <option value="frontpage">{t('backoffice.documents.template.frontpage')}</option>
      </select>
    </div>
  );
}
