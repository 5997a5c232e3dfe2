import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { writeStoredUser } from './client-user-storage.ts';

export const logoutPath = '/session/logout';

/**
 * Logout: clear the stored user, let the web revoke the token at the API and expire the session cookie
 * (routes/logout.ts, ADR 37), and land on home with a full reload so no prices or user data survive in memory.
 */
export function LogoutButton({ className = '' }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <form method="post" action={logoutPath} className="d-inline" onSubmit={() => writeStoredUser(null)}>
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
