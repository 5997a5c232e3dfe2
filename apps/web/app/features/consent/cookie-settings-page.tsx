import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { ConsentPurposes } from './consent-purposes.tsx';

/**
 * The banner's "Choose" as a page (ADR 79): the switches per purpose and "Save my choice", posted to the same
 * form handler as the banner's buttons, so a visitor without JavaScript (or before it has loaded) can choose
 * purpose by purpose too. The switches start from the stored choice; saving goes back to `returnTo`.
 */
export function CookieSettingsPage({ returnTo }: { returnTo: string }) {
  const t = useT();
  const stored = useRootData()?.consentChoice ?? null;
  const purposesId = useId();
  const [statistics, setStatistics] = useState(stored?.statistics ?? false);
  const [marketing, setMarketing] = useState(stored?.marketing ?? false);
  return (
    <div className="container py-4">
      <h1>{t('footer.cookie-settings')}</h1>
      <p>{t('consent.text')}</p>
      <form method="post" action="/session/consent">
        <input type="hidden" name="returnTo" value={returnTo} />
        <ConsentPurposes
          purposesId={purposesId}
          statistics={statistics}
          marketing={marketing}
          setStatistics={setStatistics}
          setMarketing={setMarketing}
        />
      </form>
      <p className="mt-3">
        <Link to={returnTo}>{t('consent.back')}</Link>
      </p>
    </div>
  );
}
