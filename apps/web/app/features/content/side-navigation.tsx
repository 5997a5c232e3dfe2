import type { MenuItem } from '@shop/contracts';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/** Spec §2: the child categories of the top-level breadcrumb entry, each linking to its url. */
export function SideNavigation({ items, currentUrl }: { items: MenuItem[]; currentUrl: string }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('content.categories')} className="side-navigation">
      <h2 className="side-navigation__heading">{t('content.categories')}</h2>
      <ul className="list-unstyled">
        {items.map((item) => (
          <li key={item.id}>
            <ContentLink
              url={item.url}
              external={item.externalLink}
              className={`side-navigation__link${item.url === currentUrl ? ' is-active' : ''}`}
            >
              {item.name}
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
