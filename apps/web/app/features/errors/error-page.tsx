import { localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { ErrorInfo } from './describe-error.ts';

/**
 * Spec §2/§8: the message (default 'Error') and the status (default 500); for 404 'This page could not be
 * found' with a link home. Texts come from the dictionary, with English fallbacks when it is unavailable.
 */
export function ErrorPage({ status = 500, message, details }: Partial<ErrorInfo>) {
  const t = useT();
  const language = useLanguage();
  const notFound = status === 404;
  const title = notFound ? t('error.page-not-found') : message || t('error.default-message');
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__status">{t('error.status', { status })}</p>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      {details ? <p className="error-page__details">{t('error.fallback-details', { details })}</p> : null}
      {notFound ? (
        <Link to={localizePath('home', language)} className="btn btn-primary">
          {t('error.go-back-home')}
        </Link>
      ) : null}
    </section>
  );
}
