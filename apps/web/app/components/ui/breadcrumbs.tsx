import { localizePath, type MenuItem } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { ContentLink } from './content-link.tsx';

/** Home, then the menu trail; the last entry is the current page. */
export function Breadcrumbs({ trail, current }: { trail: MenuItem[]; current: string }) {
  const t = useT();
  const language = useLanguage();
  const last = trail.at(-1);
  const parents = last && last.name === current ? trail.slice(0, -1) : trail;
  return (
    <nav aria-label={t('content.breadcrumbs')} className="breadcrumbs">
      <ol className="breadcrumb">
        <li className="breadcrumb-item">
          <Link to={localizePath('home', language)}>{t('content.home')}</Link>
        </li>
        {parents.map((item) => (
          <li key={item.id} className="breadcrumb-item">
            <ContentLink url={item.url} external={item.externalLink}>
              {item.name}
            </ContentLink>
          </li>
        ))}
        <li className="breadcrumb-item active" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
