import { localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/**
 * The draft-editing bar's actions (the impersonation bar's `draftActions`, ADR 45/48): on to the recipients page,
 * or stop editing through the drafts list, an address under the dashboard's, which ends the editing session
 * (a full page load, so the server swaps the session back to the sales user's own).
 */
export function DraftBarActions() {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <Link to={localizePath('proposalRecipients', language)} className="btn btn-light btn-sm">
        {t('proposal-screens.bar.recipients')}
      </Link>
      <Link
        to={localizePath('salesProposalDrafts', language)}
        reloadDocument
        className="btn btn-outline-light btn-sm"
      >
        {t('proposal-screens.bar.stop')}
      </Link>
    </>
  );
}
