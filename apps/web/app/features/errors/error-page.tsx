import { localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { customerCenterStart, forbiddenByScope } from '../customer-center/customer-center-nav.ts';
import type { ErrorInfo } from './describe-error.ts';

/**
 * Spec §2/§8: the message (default 'Error') and the status (default 500); for 404 'This page could not be
 * found' with a link home. A 403 says what happened and where to go instead of a bare 'Forbidden' (issue 31
 * item 5): a customer user whose permissions do not show the page is pointed to their customer center, anyone
 * else to the front page. Texts come from the dictionary, with English fallbacks when it is unavailable.
 */
export function ErrorPage({ status = 500, message, details }: Partial<ErrorInfo>) {
  const t = useT();
  const language = useLanguage();
  const user = useRootData()?.user ?? null;
  const notFound = status === 404;
  const forbidden = status === 403;
  // The API host is down or still starting (ADR 96): say so, and that trying again in a minute will do.
  const unavailable = status === 503;
  const byScope = forbidden && message === forbiddenByScope && user?.customerNumber;
  const title = notFound
    ? t('error.page-not-found')
    : forbidden
      ? t('error.forbidden')
      : unavailable
        ? t('error.unavailable')
        : message || t('error.default-message');
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__status">{t('error.status', { status })}</p>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      {forbidden ? <p>{t(byScope ? 'error.forbidden.scope' : 'error.forbidden.role')}</p> : null}
      {unavailable ? <p>{t('error.unavailable.text')}</p> : null}
      {details ? <p className="error-page__details">{t('error.fallback-details', { details })}</p> : null}
      {notFound || forbidden ? (
        <div className="d-flex flex-wrap gap-2">
          {byScope && user ? (
            <Link to={localizePath(customerCenterStart(user), language)} className="btn btn-primary">
              {t('error.forbidden.customer-center')}
            </Link>
          ) : null}
          <Link
            to={localizePath('home', language)}
            className={`btn ${byScope ? 'btn-outline-primary' : 'btn-primary'}`}
          >
            {t('error.go-back-home')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
