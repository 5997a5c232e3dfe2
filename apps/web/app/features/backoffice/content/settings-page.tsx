import { type AreaSettingsDocumentBody, type LanguageCode, languageCodes } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { useId } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { ActionNotice } from './action-notice.tsx';
import { addressParam, type DocumentActionData, type SettingsLoaderData } from './documents-data.ts';
import { dateFieldValue, settingsFields as f } from './settings-form.ts';
import { VersionsPanel } from './versions-panel.tsx';

function TextField(props: {
  name: string;
  label: string;
  value: string;
  invalid: boolean;
  type?: 'text' | 'color' | 'datetime-local';
  rows?: number;
}) {
  const id = useId();
  const className = props.type === 'color' ? 'form-control form-control-color' : 'form-control';
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {props.label}
      </label>
      {props.rows ? (
        <textarea
          id={id}
          name={props.name}
          rows={props.rows}
          className={`${className}${props.invalid ? ' is-invalid' : ''}`}
          defaultValue={props.value}
          aria-invalid={props.invalid || undefined}
        />
      ) : (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          step={props.type === 'datetime-local' ? 1 : undefined}
          className={`${className}${props.invalid ? ' is-invalid' : ''}`}
          defaultValue={props.value}
          aria-invalid={props.invalid || undefined}
        />
      )}
    </div>
  );
}

/** /backoffice/settings: the global banner and search suggestions of one language, saved as a new version. */
export function SettingsPage({
  loaded,
  result,
}: {
  loaded: SettingsLoaderData;
  result: DocumentActionData | undefined;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const ids = { banner: useId(), search: useId(), enabled: useId() };
  const languageName = (code: LanguageCode) => t(`backoffice.documents.language.${code}`);
  const refused = new Set(
    result?.status === 'failed' ? result.issues.map((issue) => issue.field.split('.')[0]) : [],
  );
  const languages = (
    <nav aria-label={t('backoffice.settings.languages')} className="mb-3">
      <ul className="nav nav-pills">
        {languageCodes.map((code) => (
          <li key={code} className="nav-item">
            <Link
              to={`${pathname}?language=${code}`}
              className={`nav-link${code === loaded.language ? ' active' : ''}`}
              aria-current={code === loaded.language ? 'page' : undefined}
            >
              {languageName(code)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  if (loaded.status === 'failed' || !loaded.open.document) {
    return (
      <BackofficeLayout current="backofficeSettings" title={t('backoffice.settings.title')}>
        {languages}
        <p role="alert" className="alert alert-danger">
          {t('backoffice.documents.error.unexpected')}
        </p>
      </BackofficeLayout>
    );
  }
  const { open } = loaded;
  const document = open.document!;
  const settings = document.body as AreaSettingsDocumentBody;
  const field = (name: string, label: TextKey, value: string | null, type?: 'color' | 'datetime-local') => (
    <TextField name={name} label={t(label)} value={value ?? ''} invalid={refused.has(name)} type={type} />
  );
  const banner = settings.globalBannerText?.trim();
  return (
    <BackofficeLayout
      current="backofficeSettings"
      title={t('backoffice.settings.title')}
      intro={t('backoffice.settings.intro')}
    >
      {languages}
      <ActionNotice result={result} />
      <section aria-label={t('backoffice.settings.preview')} className="mb-4">
        {settings.globalBannerEnabled !== false && banner ? (
          <div
            className="global-banner rounded p-2"
            style={{
              backgroundColor: settings.globalBannerBackgroundColor ?? undefined,
              color: settings.globalBannerTextColor ?? undefined,
            }}
          >
            {banner}
          </div>
        ) : (
          <p>{t('backoffice.settings.preview-off')}</p>
        )}
      </section>
      <Form method="post" key={`${loaded.language}:${document.version}`}>
        <input type="hidden" name="intent" value="save-settings" />
        <input type="hidden" name="document" value={addressParam(open.address)} />
        <input type="hidden" name="expectedVersion" value={document.version} />
        <fieldset aria-labelledby={ids.banner} className="mb-4">
          <h2 id={ids.banner} className="h5">
            {t('backoffice.settings.banner')}
          </h2>
          <div className="form-check mb-3">
            <input
              id={ids.enabled}
              name={f.enabled}
              type="checkbox"
              className="form-check-input"
              defaultChecked={settings.globalBannerEnabled !== false}
            />
            <label htmlFor={ids.enabled} className="form-check-label">
              {t('backoffice.settings.enabled')}
            </label>
          </div>
          {field(f.text, 'backoffice.settings.text', settings.globalBannerText)}
          {field(f.link, 'backoffice.settings.link', settings.globalBannerLinkUrl)}
          <div className="d-flex gap-4">
            {field(
              f.background,
              'backoffice.settings.background',
              settings.globalBannerBackgroundColor ?? '#1f3a5f',
              'color',
            )}
            {field(
              f.textColour,
              'backoffice.settings.text-colour',
              settings.globalBannerTextColor ?? '#ffffff',
              'color',
            )}
          </div>
          {field(
            f.from,
            'backoffice.settings.from',
            dateFieldValue(settings.globalBannerDisplayFrom),
            'datetime-local',
          )}
          {field(
            f.until,
            'backoffice.settings.until',
            dateFieldValue(settings.globalBannerDisplayUntil),
            'datetime-local',
          )}
        </fieldset>
        <fieldset aria-labelledby={ids.search} className="mb-4">
          <h2 id={ids.search} className="h5">
            {t('backoffice.settings.search')}
          </h2>
          {field(f.popularHeadline, 'backoffice.settings.popular-headline', settings.popularSearchesHeadline)}
          <TextField
            name={f.popularWords}
            label={t('backoffice.settings.popular-words')}
            value={settings.popularSearchesSearchWords.join('\n')}
            invalid={refused.has(f.popularWords)}
            rows={6}
          />
          {field(
            f.trendingHeadline,
            'backoffice.settings.trending-headline',
            settings.trendingCategoriesHeadline,
          )}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {t('backoffice.settings.save')}
        </button>
      </Form>
      <VersionsPanel open={open} />
    </BackofficeLayout>
  );
}
