import { localizePath } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/**
 * "Act as": a plain form posting to the impersonation page's action (ADR 45), for any page of the sales area
 * (the dashboard, the temporary orders). Name the customer, or one of its users; `returnTo` is a page of the
 * shop to open acting for them (a cart), the home page by default. A full page load follows, so nothing of
 * the previous session stays in memory.
 */
export function ActAsForm({
  customerNumber,
  userId,
  returnTo,
  label,
  className = 'btn btn-primary btn-sm',
  disabled = false,
  children,
}: {
  customerNumber?: string;
  userId?: string;
  returnTo?: string;
  /** The button's accessible name; say whom it acts for ("Act as Lille Kanin"). */
  label: string;
  className?: string;
  disabled?: boolean;
  /** What the button shows; the translated "Act as" when absent. */
  children?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <form method="post" action={localizePath('impersonation', language)} className="act-as-form">
      <input type="hidden" name="intent" value="act-as" />
      {customerNumber ? <input type="hidden" name="customerNumber" value={customerNumber} /> : null}
      {userId ? <input type="hidden" name="userId" value={userId} /> : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <button type="submit" className={className} aria-label={label} disabled={disabled}>
        {children ?? t('impersonation.act-as')}
      </button>
    </form>
  );
}
