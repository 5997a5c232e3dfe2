import type { ProposalStatus } from '@shop/contracts';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/** Badge colours by meaning: waiting for the customer, taken up, turned down, run out (ADR 47's statuses). */
const tone: Record<ProposalStatus, string> = {
  Sent: 'text-bg-secondary',
  Viewed: 'text-bg-info',
  Accepted: 'text-bg-success',
  Declined: 'text-bg-danger',
  Expired: 'text-bg-light',
};

/** A proposal's status in words, e.g. "Opened by the customer". */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const t = useT();
  return (
    <span className={`badge status-badge ${tone[status]}`}>{t(`proposal-screens.status.${status}`)}</span>
  );
}
