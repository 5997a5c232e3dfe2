import type { TransferFailure } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';

/**
 * Why a transfer failed, in the page's language (ADR 80): the code's sentence, then the ERP's own words as a
 * detail line (without the shop's error names, which the API leaves out).
 */
export function TransferFailureText({ failure }: { failure: TransferFailure }) {
  const t = useT();
  const tc = useTranslateCount();
  const sentence =
    failure.code === 'erp-unavailable'
      ? tc('backoffice.order.transfer-failure.erp-unavailable', failure.attempts ?? 1)
      : t(`backoffice.order.transfer-failure.${failure.code}`);
  return (
    <span className="d-block" data-transfer-failure={failure.code}>
      {sentence}
      {failure.detail ? (
        <small className="d-block text-body-secondary">
          {t('backoffice.order.transfer-failure.detail', { detail: failure.detail })}
        </small>
      ) : null}
    </span>
  );
}
