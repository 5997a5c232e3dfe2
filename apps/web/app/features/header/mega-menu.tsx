import type { MenuItem } from '@shop/contracts';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/** Spec §2: the mega menu lists categories and primary pages. */
export function megaMenuItems(menus: MenuItem[]): MenuItem[] {
  return menus.filter((item) => item.menus.includes('categories') || item.menus.includes('primary'));
}

type MegaMenuProps = {
  menus: MenuItem[];
  /** The list's id: the header's menu button (site-header.tsx) names it in aria-controls. */
  listId: string;
  /** Below lg the list is collapsed until the header's menu button opens it. */
  mobileOpen: boolean;
};

/** Hover opens an item, toggle buttons open and close submenus; route change, Escape and mouse leave close. */
export function MegaMenu({ menus, listId, mobileOpen }: MegaMenuProps) {
  const t = useT();
  const baseId = useId();
  const location = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const items = megaMenuItems(menus);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => {
    setOpen(null);
  }, [location.pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(null);
  };
  const close = () => setOpen(null);

  if (items.length === 0) return null;
  return (
    <nav
      aria-label={t('header.main-navigation')}
      className="mega-menu"
      onMouseLeave={close}
      onKeyDown={onKeyDown}
    >
      <ul id={listId} className={`mega-menu__list container${mobileOpen ? ' is-open' : ''}`}>
        {items.map((item) => {
          const panelId = `${baseId}-${item.id}`;
          const expanded = open === item.id;
          const hasChildren = item.children.length > 0;
          return (
            <li
              key={item.id}
              className="mega-menu__item"
              onMouseEnter={() => setOpen(hasChildren ? item.id : null)}
            >
              <ContentLink
                url={item.url}
                external={item.externalLink}
                className="mega-menu__link"
                onClick={close}
              >
                {item.name}
              </ContentLink>
              {hasChildren ? (
                <button
                  type="button"
                  className="mega-menu__toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  aria-label={t('header.toggle-submenu', { name: item.name })}
                  onClick={() => setOpen(expanded ? null : item.id)}
                >
                  <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                  </svg>
                </button>
              ) : null}
              {hasChildren ? (
                <div id={panelId} className="mega-menu__panel" hidden={!expanded}>
                  <div className="container mega-menu__columns">
                    {item.children.map((child) => (
                      <div key={child.id} className="mega-menu__column">
                        <ContentLink
                          url={child.url}
                          external={child.externalLink}
                          className="mega-menu__heading"
                        >
                          {child.name}
                        </ContentLink>
                        {child.children.length > 0 ? (
                          <ul className="mega-menu__sublist">
                            {child.children.map((grandchild) => (
                              <li key={grandchild.id}>
                                <ContentLink url={grandchild.url} external={grandchild.externalLink}>
                                  {grandchild.name}
                                </ContentLink>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    ))}
                    <ContentLink url={item.url} external={item.externalLink} className="mega-menu__all">
                      {t('header.see-all', { name: item.name })}
                    </ContentLink>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
