import { useT } from '../../lib/i18n/i18n-context.tsx';
import { scopeOrder } from './company-users-data.ts';

/** What each permission scope allows (ADR 41), next to the table where scopes are chosen. */
export function ScopeGuide() {
  const t = useT();
  return (
    <details className="mb-4">
      <summary>{t('company-users.scopes.title')}</summary>
      <dl className="row mt-2 mb-0">
        {scopeOrder.map((scope) => (
          <div key={scope} className="col-12 d-flex gap-2">
            <dt>{t(`company-users.scope.${scope}`)}</dt>
            <dd className="mb-1">{t(`company-users.scope.${scope}.description`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
