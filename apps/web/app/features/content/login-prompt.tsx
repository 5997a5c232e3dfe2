import { localizePath } from '@shop/contracts/routes';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/**
 * The front page's invitation to log in, for visitors only: prices, stock and drops are a dealer's, and a
 * dealer who is logged in sees them already (so the home page's text no longer asks everybody to log in).
 */
export function LoginPrompt() {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="login-prompt">
      <div className="container login-prompt__inner">
        <p className="login-prompt__text">{t('login.intro')}</p>
        <Link to={localizePath('login', language)} className="btn btn-primary btn-sm">
          {t('header.login')}
        </Link>
      </div>
    </div>
  );
}
