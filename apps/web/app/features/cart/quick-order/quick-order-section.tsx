import { lazy, Suspense } from 'react';
import { DisclosureSection } from '../../../components/ui/disclosure-section.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { QuickOrderActionData } from './quick-order-action.server.ts';
import { QuickOrderNoScript } from './quick-order-no-script.tsx';

// Opened by dealers now and then: the panel's code loads on first use.
const QuickOrderPanel = lazy(() =>
  import('./quick-order-panel.tsx').then((module) => ({ default: module.QuickOrderPanel })),
);

/**
 * The cart page's quick-order section (customers only): a heading and a button that opens the panel; without
 * JavaScript the button is hidden and a plain form posted to the page stands in (`requestId`: the page's, ADR
 * 77; `posted`: what the last such post did).
 */
export function QuickOrderSection({
  requestId,
  posted,
}: {
  requestId: string;
  posted: QuickOrderActionData | undefined;
}) {
  const t = useT();
  return (
    <DisclosureSection
      className="quick-order-section"
      title={t('quick-order.title')}
      headingClassName="h5 mb-0"
      openLabel={t('quick-order.open')}
      closeLabel={t('quick-order.close')}
      noScript={<QuickOrderNoScript requestId={requestId} posted={posted} />}
    >
      <Suspense fallback={<p>{t('quick-order.busy')}</p>}>
        <QuickOrderPanel />
      </Suspense>
    </DisclosureSection>
  );
}
