import { localizePath } from '@shop/contracts/routes';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { isCookieSettingsPath, useCookieSettings } from './consent-context.tsx';

/**
 * "Cookie settings" and the accessibility statement: in the footer and for visitors. "Cookie settings" reopens
 * the banner; without the page's script (or on the settings page itself) its form opens the cookie settings page,
 * which comes back here after saving (ADR 79).
 */
export function PrivacyLinks({ className }: { className: string }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const cookieSettings = useCookieSettings();
  return (
    <ul className={`list-inline ${className}`}>
      <li className="list-inline-item">
        <form method="get" action={localizePath('cookieSettings', language)} className="d-inline">
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <button
            type="submit"
            className="btn btn-link p-0 align-baseline"
            onClick={(event) => {
              if (isCookieSettingsPath(location.pathname)) return;
              event.preventDefault();
              cookieSettings.open(event.currentTarget);
            }}
          >
            {t('footer.cookie-settings')}
          </button>
        </form>
      </li>
      <li className="list-inline-item">
        <Link to={localizePath('accessibility', language)}>{t('footer.accessibility')}</Link>
      </li>
    </ul>
  );
}
