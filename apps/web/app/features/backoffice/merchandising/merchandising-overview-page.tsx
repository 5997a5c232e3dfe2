import { Form, Link, useNavigation } from 'react-router';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../../lib/i18n/localize-href.ts';
import { merchandisingQuery } from '../../merchandising/merchandising-query.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type { MerchandisingActionData, MerchandisingLoaderData } from './merchandising-overview.server.ts';

function ResetButton({
  categoryId,
  reset,
  label,
}: {
  categoryId: string;
  reset: 'sorting' | 'colors';
  label: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' &&
    navigation.formData?.get('categoryId') === categoryId &&
    navigation.formData?.get('reset') === reset;
  return (
    <Form method="post" className="d-inline">
      <input type="hidden" name="categoryId" value={categoryId} />
      <input type="hidden" name="reset" value={reset} />
      <button type="submit" className="btn btn-sm btn-outline-danger" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

const depthClass = ['', 'merchandising-overview__depth-1', 'merchandising-overview__depth-2'];

/**
 * /backoffice/merchandising (ADR 52): every category in tree order, how many products staff placed and
 * how many primary colours they picked, a link that opens its page in merchandising mode and resets.
 */
export function MerchandisingOverviewPage({
  loaded,
  result,
}: {
  loaded: MerchandisingLoaderData;
  result: MerchandisingActionData | undefined;
}) {
  const t = useT();
  const language = useLanguage();
  const none = t('backoffice.merchandising.none');
  return (
    <BackofficeLayout
      current="backofficeMerchandising"
      title={t('backoffice.merchandising.title')}
      intro={t('backoffice.merchandising.intro')}
    >
      {result ? (
        result.status === 'done' ? (
          <output className="alert alert-success d-block">{t('backoffice.merchandising.done')}</output>
        ) : (
          <div className="alert alert-danger" role="alert">
            {t('backoffice.merchandising.failed')}
          </div>
        )
      ) : null}
      {loaded.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          {t('merchandising.load-failed')}
        </div>
      ) : (
        <ListTable
          caption={t('backoffice.merchandising.title')}
          columns={[
            {
              header: t('backoffice.merchandising.category'),
              cell: (category) => (
                <span className={depthClass[Math.min(category.depth, 2)]}>
                  {category.url ? (
                    <Link
                      to={`${localizeHref(category.url, language)}?${merchandisingQuery.name}=${merchandisingQuery.value}`}
                      aria-label={t('backoffice.merchandising.open', { name: category.name })}
                    >
                      {category.name}
                    </Link>
                  ) : (
                    category.name
                  )}
                </span>
              ),
            },
            {
              header: t('backoffice.merchandising.sorted'),
              numeric: true,
              cell: (category) => category.sortedProducts || none,
            },
            {
              header: t('backoffice.merchandising.colors'),
              numeric: true,
              cell: (category) => category.primaryColors || none,
            },
            {
              header: t('backoffice.merchandising.actions'),
              cell: (category) => (
                <div className="merchandising-overview__actions">
                  {category.sortedProducts > 0 ? (
                    <ResetButton
                      categoryId={category.id}
                      reset="sorting"
                      label={t('backoffice.merchandising.reset-sorting', { name: category.name })}
                    />
                  ) : null}
                  {category.primaryColors > 0 ? (
                    <ResetButton
                      categoryId={category.id}
                      reset="colors"
                      label={t('backoffice.merchandising.reset-colors', { name: category.name })}
                    />
                  ) : null}
                </div>
              ),
            },
          ]}
          rows={loaded.overview.categories}
          rowKey={(category) => category.id}
          className="align-middle merchandising-overview"
        />
      )}
    </BackofficeLayout>
  );
}
