import { lastPageWithItems } from '@shop/commerce';
import { documentTypes, type LanguageCode, languageCodes } from '@shop/contracts';
import { Link, useLocation } from 'react-router';
import { ListEmpty } from '../../../components/ui/list-empty.tsx';
import { ListFilters } from '../../../components/ui/list-filters.tsx';
import { ListState } from '../../../components/ui/list-state.tsx';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
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
      <ListFilters
        id="documents"
        label={t('backoffice.documents.search.label')}
        fields={[
          {
            kind: 'select',
            name: 'type',
            label: t('backoffice.documents.search.type'),
            value: query.type,
            options: [
              { value: '', label: t('backoffice.documents.search.any') },
              ...documentTypes.map((type) => ({
                value: type,
                label: t(`backoffice.documents.type.${type}`),
              })),
            ],
          },
          {
            kind: 'select',
            name: 'language',
            label: t('backoffice.documents.search.language'),
            value: query.language,
            options: [
              { value: '', label: t('backoffice.documents.search.any') },
              ...languageCodes.map((code) => ({ value: code, label: languageName(code) })),
            ],
          },
          {
            kind: 'search',
            name: 'q',
            label: t('backoffice.documents.search.text'),
            value: query.text,
            maxLength: 200,
            wide: true,
          },
        ]}
        submitLabel={t('backoffice.documents.search.submit')}
        resetLabel={t('list-kit.clear')}
      />
      <ListState result={loaded}>
        {(answer) => (
          <>
            <p className="mt-3" aria-live="polite">
              {translateCount(t, language, 'backoffice.documents.found', answer.total)}
            </p>
            {answer.items.length === 0 ? (
              <ListEmpty
                filtered={Boolean(query.type || query.language || query.text)}
                pastTheEnd={answer.total > 0}
                texts={{
                  none: t('list-kit.empty.content.none'),
                  noMatch: t('list-kit.empty.content.no-match'),
                }}
              />
            ) : (
              <>
                <ListTable
                  caption={t('backoffice.documents.table.caption')}
                  columns={[
                    {
                      header: t('backoffice.documents.table.key'),
                      cell: (item) => (
                        <Link
                          to={link({ open: addressParam(item) })}
                          aria-current={
                            query.open !== null && addressParam(query.open) === addressParam(item)
                              ? 'true'
                              : undefined
                          }
                          aria-label={t('backoffice.documents.open', {
                            key: item.key,
                            language: languageName(item.languageCode),
                          })}
                        >
                          {item.key}
                        </Link>
                      ),
                    },
                    {
                      header: t('backoffice.documents.table.type'),
                      cell: (item) => t(`backoffice.documents.type.${item.type}`),
                    },
                    {
                      header: t('backoffice.documents.table.language'),
                      cell: (item) => languageName(item.languageCode),
                    },
                    {
                      header: t('backoffice.documents.table.title'),
                      // The API names menus and settings by their type, in English: the page's language names them here.
                      cell: (item) =>
                        item.type === 'menu' || item.type === 'areaSettings'
                          ? t(`backoffice.documents.type.${item.type}`)
                          : short(item.title),
                    },
                    {
                      header: t('backoffice.documents.table.version'),
                      cell: (item) =>
                        item.version === 0 ? t('backoffice.documents.never-saved') : item.version,
                    },
                  ]}
                  rows={answer.items}
                  rowKey={addressParam}
                  className="table-sm align-middle"
                />
                <Pager page={query.page} pageCount={lastPageWithItems(answer.total, answer.pageSize)} />
              </>
            )}
            {answer.open ? (
              <DocumentEditor
                open={answer.open}
                result={result}
                languageName={languageName(answer.open.address.languageCode)}
              />
            ) : (
              <ActionResultOnly result={result} />
            )}
          </>
        )}
      </ListState>
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
