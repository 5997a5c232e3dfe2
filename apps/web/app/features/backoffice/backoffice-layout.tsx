import type { RouteName } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AreaFrame, sectionLinks } from '../../components/ui/area-frame.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { backofficeSections } from './backoffice-sections.ts';

/**
 * The back office's frame (ADR 49): the staff navigation beside the page's content under its heading. A
 * section's detail page passes its list as `current` so the navigation marks where it belongs.
 */
export function BackofficeLayout({
  current,
  title,
  intro,
  actions,
  before,
  children,
}: {
  current: RouteName;
  title: ReactNode;
  intro?: ReactNode;
  /** Beside the heading (a download, a create button). */
  actions?: ReactNode;
  /** Above the heading (a detail page's way back to its list). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const links = sectionLinks(backofficeSections, current, pathname, language, t);
  return (
    <AreaFrame
      className="backoffice"
      navLabel={t('backoffice.nav.label')}
      navTitle={t('backoffice.title')}
      links={links}
      title={title}
      intro={intro ? <p className="backoffice__intro">{intro}</p> : null}
      actions={actions}
      before={before}
    >
      {children}
    </AreaFrame>
  );
}
