import type { Language } from '@shop/contracts';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { localeSwitchUrl } from '../../lib/i18n/locale-switch.ts';
import { useContentAlternates } from '../../lib/root-data.ts';

/**
 * Dansk / English, only when the area allows more than one language. A plain link: switching reloads the
 * current page's URL in the other locale (spec §2), and the server records the choice in the locale cookie.
 */
export function LocaleSwitcher({ languages, className = '' }: { languages: Language[]; className?: string }) {
  const t = useT();
  const current = useLanguage();
  const location = useLocation();
  const alternates = useContentAlternates();
  if (languages.length <= 1) return null;
  return (
    <nav aria-label={t('header.language')} className={`locale-switcher ${className}`}>
      <ul className="locale-switcher__list">
        {languages.map((language) => {
          const active = language.code === current;
          const href = localeSwitchUrl({
            pathname: location.pathname,
            search: location.search,
            target: language.code,
            alternates,
          });
          return (
            <li key={language.code}>
              <a
                href={href}
                hrefLang={language.code}
                lang={language.code}
                aria-current={active ? 'true' : undefined}
                className={`locale-switcher__link${active ? ' is-active' : ''}`}
              >
                {language.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
