import { localizePath } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AreaFrame } from '../../components/ui/area-frame.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { currentSection, customerCenterSections } from './customer-center-nav.ts';

/**
 * The customer center's frame (spec §2: account-page styling): the section navigation (Orders, Invoices,
 * Credit memos, Account info, Change password, and Users for a user whose permission scope is All) beside
 * the page's own content under its heading. The app shell already renders the page's `<main>`; this frame
 * gives the content a labelled region, so the navigation and the page each have a landmark.
 *
 * Use: `<CustomerCenterLayout title={t('…')} actions={…}>…</CustomerCenterLayout>`; `before` goes above the
 * heading (a back link on a detail page).
 */
export function CustomerCenterLayout({
  title,
  children,
  actions,
  before,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  before?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const user = useRootData()?.user ?? null;
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const links = customerCenterSections(user).map((section) => {
    const active = section.route === current?.route;
    const to = localizePath(section.route, language);
    return {
      to,
      label: t(section.labelKey),
      current: active ? (current?.exact ? 'page' : 'true') : undefined,
    } as const;
  });
  return (
    <AreaFrame
      className=""
      navLabel={t('customer-center.nav.label')}
      navTitle={t('customer-center.title')}
      links={links}
      title={title}
      actions={actions}
      before={before}
    >
      {children}
    </AreaFrame>
  );
}
