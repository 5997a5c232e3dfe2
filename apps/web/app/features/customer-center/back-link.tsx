import { localizePath, type RouteName } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/** "← All orders" above a detail page: back to its list. */
export function BackLink({ route, labelKey }: { route: RouteName; labelKey: TextKey }) {
  const t = useT();
  const language = useLanguage();
  return (
    <p className="customer-center__back">
      <Link to={localizePath(route, language)}>
        <span aria-hidden="true">← </span>
        {t(labelKey)}
      </Link>
    </p>
  );
}
