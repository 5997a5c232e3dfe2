import type { FormEvent } from 'react';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import { unsentOnDevice } from '../trade-show/unsent-on-device.ts';
import { writeStoredUser } from './client-user-storage.ts';

export const logoutPath = '/session/logout';

/**
 * Logout: clear the stored user, let the web revoke the token at the API, expire the session cookie and clear
 * what the shop stored on the device (routes/logout.ts, ADR 37 and 91), and land on home with a full reload so no
 * prices or user data survive in memory. Trade-show lines not yet sent would be lost with the device's data:
 * the dealer is asked first.
 */
export function LogoutButton({ className = '' }: { className?: string }) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const onSubmit = (event: FormEvent) => {
    const unsent = unsentOnDevice();
    if (unsent > 0 && !window.confirm(tc('header.logout-unsent', unsent))) {
      event.preventDefault();
      return;
    }
    writeStoredUser(null);
  };
  return (
    <form method="post" action={logoutPath} className="d-inline" onSubmit={onSubmit}>
      <input type="hidden" name="language" value={language} />
      <button type="submit" className={`btn btn-link header-action ${className}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor">
          <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="header-action__label">{t('header.logout')}</span>
      </button>
    </form>
  );
}
