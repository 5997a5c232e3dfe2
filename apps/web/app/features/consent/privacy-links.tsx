import { localizePath } from '@shop/contracts/routes';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useCookieSettings } from './consent-context.tsx';

/** "Cookie settings" (reopens the banner) and the accessibility statement: in the footer and for visitors. */
export function PrivacyLinks({ className }: { className: string }) {
  const t = useT();
  const language = useLanguage();
  const cookieSettings = useCookieSettings();
  return (
    <ul className={`list-inline ${className}`}>
      <li className="list-inline-item">
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={(event) => cookieSettings.open(event.currentTarget)}
        >
          {t('footer.cookie-settings')}
        </button>
      </li>
      <li className="list-inline-item">
        <Link to={localizePath('accessibility', language)}>{t('footer.accessibility')}</Link>
      </li>
    </ul>
  );
}
