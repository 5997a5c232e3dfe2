import { localizePath, type User } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { isEditingDraft, isImpersonating } from '../../lib/sales-manager-rule.ts';
import { StopImpersonationForm } from './stop-impersonation-form.tsx';

/**
 * Spec §2 (shop-front): while a sales user impersonates, a bar under the header shows a label and the
 * customer's name, with a stop button; while a session edits a proposal draft it reads 'You are currently
 * editing a proposal draft'. Its buttons are hidden on the sales pages. Renders nothing for anyone else.
 *
 * Hook for the proposal screens: the draft bar's actions are `draftActions` (the app shell passes the
 * proposals feature's); without them it offers the way out, the dashboard (which ends the session).
 */
export function ImpersonationBar({
  user,
  onSalesPage,
  draftActions,
}: {
  user: User | null;
  onSalesPage: boolean;
  draftActions?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const impersonating = isImpersonating(user);
  const editing = isEditingDraft(user);
  if (!user || (!impersonating && !editing)) return null;
  return (
    <section className="impersonation-bar" aria-label={t('impersonation.bar.region')}>
      <div className="container impersonation-bar__inner">
        {editing ? (
          <p className="impersonation-bar__text">{t('impersonation.bar.editing-draft')}</p>
        ) : (
          <p className="impersonation-bar__text">
            {t('impersonation.bar.label')}{' '}
            <strong className="impersonation-bar__customer">
              {user.customer?.name ?? user.customerNumber}
            </strong>{' '}
            <span className="impersonation-bar__number">({user.customerNumber})</span>
          </p>
        )}
        {onSalesPage ? null : (
          <div className="impersonation-bar__actions">
            {editing ? (
              (draftActions ?? (
                <Link to={localizePath('sales', language)} reloadDocument className="btn btn-light btn-sm">
                  {t('impersonation.dashboard-link')}
                </Link>
              ))
            ) : (
              <>
                <Link to={localizePath('impersonation', language)} className="btn btn-outline-light btn-sm">
                  {t('impersonation.bar.switch')}
                </Link>
                <StopImpersonationForm />
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
