import type { LanguageCode } from '@shop/contracts/constants';
import { localizePath, type RouteName } from '@shop/contracts/routes';
import type { TextKey } from '@shop/ui-texts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';

/** One link of an area's section navigation; `current` marks the page itself or the section it belongs to. */
export type AreaLink = { to: string; label: string; current?: 'page' | 'true' };

/**
 * An area's sections as links: the section named `current` is marked, as the page itself when the path is its
 * own, else as the section the page (a detail) belongs to.
 */
export function sectionLinks(
  sections: ReadonlyArray<{ route: RouteName; labelKey: TextKey }>,
  current: RouteName,
  pathname: string,
  language: LanguageCode,
  t: TranslateFunction,
): AreaLink[] {
  return sections.map((section) => {
    const to = localizePath(section.route, language);
    const marked = section.route !== current ? undefined : pathname === to ? 'page' : 'true';
    return { to, label: t(section.labelKey), current: marked };
  });
}

/**
 * The frame of the account-style areas (customer center, sales area, back office; spec §2 account-page
 * styling): the section navigation beside the page's content under its heading. The app shell renders the one
 * `<main>`; this gives the navigation and the content a landmark each, the content labelled by its `h1`.
 * `before` goes above the heading (a way back), `intro` under it.
 */
export function AreaFrame({
  className,
  navLabel,
  navTitle,
  links,
  title,
  intro,
  actions,
  before,
  children,
}: {
  className: string;
  navLabel: string;
  navTitle: string;
  links: readonly AreaLink[];
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  before?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div className={`customer-center container ${className}`}>
      <nav className="customer-center__nav" aria-label={navLabel}>
        <p className="customer-center__nav-title">{navTitle}</p>
        <ul className="customer-center__nav-list">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={`customer-center__nav-link${link.current ? ' is-active' : ''}`}
                aria-current={link.current}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="customer-center__content" aria-labelledby={headingId}>
        {before}
        <div className="customer-center__heading">
          <h1 id={headingId} className="customer-center__title">
            {title}
          </h1>
          {actions ? <div className="customer-center__actions">{actions}</div> : null}
        </div>
        {intro}
        {children}
      </section>
    </div>
  );
}
