import { localizePath } from '@shop/contracts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/** Stop acting for the customer: Unimpersonate, then the sales dashboard (ADR 45). */
export function StopImpersonationForm({ className = 'btn btn-light btn-sm' }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <form method="post" action={localizePath('impersonation', language)} className="d-inline">
      <input type="hidden" name="intent" value="stop" />
      <button type="submit" className={className}>
        {t('impersonation.bar.stop')}
      </button>
    </form>
  );
}
