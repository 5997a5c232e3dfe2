import { localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../../lib/i18n/translate-count.ts';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import { backofficeSections } from '../backoffice-sections.ts';

/** /backoffice: a card per section with what it is for, and the orders waiting in transfer error. */
export function BackofficeOverviewPage({ transferErrors }: { transferErrors: number | null }) {
  const t = useT();
  const language = useLanguage();
  const sections = backofficeSections.filter((section) => section.route !== 'backoffice');
  const errorsPath = `${localizePath('backofficeOrders', language)}?status=ErrorInTransfer`;
  return (
    <BackofficeLayout
      current="backoffice"
      title={t('backoffice.overview.title')}
      intro={t('backoffice.overview.intro')}
    >
      <p className={`alert ${transferErrors ? 'alert-warning' : 'alert-light'} backoffice-overview__errors`}>
        {transferErrors === null ? (
          t('backoffice.overview.transfer-errors.unknown')
        ) : transferErrors === 0 ? (
          t('backoffice.overview.transfer-errors.none')
        ) : (
          <>
            <strong>
              {translateCount(t, language, 'backoffice.overview.transfer-errors', transferErrors)}
            </strong>{' '}
            <Link to={errorsPath}>{t('backoffice.overview.transfer-errors.show')}</Link>
          </>
        )}
      </p>
      <h2 className="h5">{t('backoffice.overview.sections')}</h2>
      <ul className="list-unstyled row g-3 backoffice-overview__sections">
        {sections.map((section) => (
          <li key={section.route} className="col-12 col-md-6">
            <div className="card h-100">
              <div className="card-body">
                <h3 className="h6 card-title">
                  <Link to={localizePath(section.route, language)}>{t(section.labelKey)}</Link>
                </h3>
                <p className="card-text mb-0">{t(`backoffice.overview.${section.route}`)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </BackofficeLayout>
  );
}
