import type { Product } from '@shop/contracts';
import { lazy, Suspense } from 'react';
import { DisclosureSection } from '../../../components/ui/disclosure-section.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

// Dealers open it when they order in depth: the grid's code loads on first use.
const SizeColorGrid = lazy(() =>
  import('./size-color-grid.tsx').then((module) => ({ default: module.SizeColorGrid })),
);

/** The product page's "every size and colour" section for customers: a heading and a button that opens the grid. */
export function SizeGridSection({ product, unitId }: { product: Product; unitId: string }) {
  const t = useT();
  return (
    <DisclosureSection
      className="size-grid-section"
      title={t('size-grid.title')}
      headingClassName="h6 mb-0"
      openLabel={t('size-grid.open')}
      closeLabel={t('size-grid.close')}
    >
      <Suspense fallback={<p>{t('size-grid.loading')}</p>}>
        <SizeColorGrid product={product} unitId={unitId} />
      </Suspense>
    </DisclosureSection>
  );
}
