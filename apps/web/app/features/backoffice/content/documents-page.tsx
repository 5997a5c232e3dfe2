import { documentTypes, type LanguageCode, languageCodes } from '@shop/contracts';
import { useId } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { DocumentEditor } from './document-editor.tsx';
import { addressParam, type DocumentActionData, type DocumentsLoaderData } from './documents-data.ts';

const short = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

/** /backoffice/documents: find a document by type, language and text; open it to edit, preview, restore. */
export function DocumentsPage({
  loaded,
  result,
}: {
  loaded: DocumentsLoaderData;
  result: DocumentActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const ids = { type: useId(), language: useId(), text: useId() };
  const { query } = loaded;
  const languageName = (code: LanguageCode) => t(`backoffice.documents.language.${code}`);
  const link = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams();
    if (query.type) params.set('type', query.type);
    if (query.language) params.set('language', query.language);
    if (query.text) params.set('q', query.text);
    if (query.page > 1) params.set('page', String(query.page));
    if (query.open) params.set('open', addressParam(query.open));
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    return `${pathname}?${params}`;
  };
  return (
    <BackofficeLayout
      current="backofficeDocuments"
      title={t('backoffice.documents.title')}
      intro={t('backoffice.documents.intro')}
    >
      <Form
        method="get"
        role="search"
        aria-label={t('backoffice.documents.search.label')}
        className="row g-2 align-items-end"
      >
        <div className="col-sm-3">
          <label htmlFor={ids.type} className="form-label">
            {t('backoffice.documents.search.type')}
          </label>
          <select id={ids.type} name="type" className="form-select" defaultValue={query.type}>
            <option value="">{t('backoffice.documents.search.any')}</option>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {t(`backoffice.documents.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-3">
          <label htmlFor={ids.language} className="form-label">
            {t('backoffice.documents.search.language')}
          </label>
          <select id={ids.language} name="language" className="form-select" defaultValue={query.language}>
            <option value="">{t('backoffice.documents.search.any')}</option>
            {languageCodes.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-4">
          <label htmlFor={ids.text} className="form-label">
            {t('backoffice.documents.search.text')}
          </label>
          <input
            id={ids.text}
            name="q"
            type="search"
            className="form-control"
            defaultValue={query.text}
            maxLength={200}
          />
        </div>
        <div className="col-sm-2">
          <button type="submit" className="btn btn-primary w-100">
            {t('backoffice.documents.search.submit')}
          </button>
        </div>
      </Form>
      {loaded.status === 'failed' ? (
        <p role="alert" className="alert alert-danger mt-3">
          {t('backoffice.documents.error.unexpected')}
        </p>
      ) : (
        <>
          <p className="mt-3" aria-live="polite">
            {translateCount(t, language, 'backoffice.documents.found', loaded.total)}
          </p>
          {loaded.items.length === 0 ? (
            <p>{t('backoffice.documents.none')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm align-middle">
                <caption className="visually-hidden">{t('backoffice.documents.table.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('backoffice.documents.table.key')}</th>
                    <th scope="col">{t('backoffice.documents.table.type')}</th>
                    <th scope="col">{t('backoffice.documents.table.language')}</th>
                    <th scope="col">{t('backoffice.documents.table.title')}</th>
                    <th scope="col">{t('backoffice.documents.table.version')}</th>
                  </tr>
                </thead>
                <tbody>
                  {loaded.items.map((item) => {
                    const param = addressParam(item);
                    const isOpen = query.open !== null && addressParam(query.open) === param;
                    return (
                      <tr key={param}>
                        <th scope="row">
                          <Link
                            to={link({ open: param })}
                            aria-current={isOpen ? 'true' : undefined}
                            aria-label={t('backoffice.documents.open', {
                              key: item.key,
                              language: languageName(item.languageCode),
                            })}
                          >
                            {item.key}
                          </Link>
                        </th>
                        <td>{t(`backoffice.documents.type.${item.type}`)}</td>
                        <td>{languageName(item.languageCode)}</td>
                        <td>
                          {/* The API names menus and settings by their type, in English: the page's language names them here. */}
                          {item.type === 'menu' || item.type === 'areaSettings'
                            ? t(`backoffice.documents.type.${item.type}`)
                            : short(item.title)}
                        </td>
                        <td>{item.version === 0 ? t('backoffice.documents.never-saved') : item.version}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          {loaded.total > loaded.pageSize ? (
            <nav aria-label={t('backoffice.documents.pager.label')}>
              <ul className="pagination">
                {query.page > 1 ? (
                  <li className="page-item">
                    <Link className="page-link" rel="prev" to={link({ page: String(query.page - 1) })}>
                      {t('backoffice.documents.pager.previous')}
                    </Link>
                  </li>
                ) : null}
                {query.page * loaded.pageSize < loaded.total ? (
                  <li className="page-item">
                    <Link className="page-link" rel="next" to={link({ page: String(query.page + 1) })}>
                      {t('backoffice.documents.pager.next')}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
          {loaded.open ? (
            <DocumentEditor
              open={loaded.open}
              result={result}
              languageName={languageName(loaded.open.address.languageCode)}
            />
          ) : (
            <ActionResultOnly result={result} />
          )}
        </>
      )}
    </BackofficeLayout>
  );
}

function ActionResultOnly({ result }: { result: DocumentActionData | undefined }) {
  const t = useT();
  if (result?.status !== 'deleted') return null;
  return (
    <output className="alert alert-success d-block">
      {t('backoffice.documents.deleted', { key: result.key })}
    </output>
  );
}
