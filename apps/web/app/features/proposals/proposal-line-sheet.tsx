import { getProposalLineSheet, getSalesProposalLineSheet } from '@shop/contracts/endpoints/line-sheet';
import { urlOf } from '../../lib/call-endpoint.ts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { DownloadButton } from '../customer-center/download-button.tsx';

/**
 * A proposal's line sheet as PDF and Excel (issue 33, ADR 89), in the page's language: the dealer's call on the
 * customer center's page, the sales person's on the sales page (at the proposal customer's prices).
 */
export function ProposalLineSheet({
  proposalId,
  areaId,
  side,
}: {
  proposalId: string;
  areaId: string;
  side: 'customer' | 'sales';
}) {
  const t = useT();
  const language = useLanguage();
  const endpoint = side === 'customer' ? getProposalLineSheet : getSalesProposalLineSheet;
  const href = (Format: 'pdf' | 'xlsx') =>
    urlOf(endpoint, { query: { AreaId: areaId, LanguageCode: language, Format, Id: proposalId } });
  return (
    <>
      <DownloadButton
        href={href('pdf')}
        label={t('line-sheet.download', { format: 'PDF' })}
        fileName={`line-sheet-${proposalId}.pdf`}
      />
      <DownloadButton
        href={href('xlsx')}
        label={t('line-sheet.download', { format: 'Excel' })}
        fileName={`line-sheet-${proposalId}.xlsx`}
      />
    </>
  );
}
