import type { AreaInfo } from '@shop/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { merchandisingQuery } from './merchandising-query.ts';

/** The board is code only staff load: a visitor's or dealer's category page never downloads it. */
const MerchandisingBoard = lazy(() =>
  import('./merchandising-board.tsx').then((module) => ({ default: module.MerchandisingBoard })),
);

type GateProps = { area: AreaInfo; categoryId: string; children: ReactNode };

/**
 * The category list, or for staff with the B2B Manager role a switch to merchandising mode in its place
 * (ADR 52). Everyone else gets the list alone.
 */
export function MerchandisingGate({ area, categoryId, children }: GateProps) {
  const staff = useRootData()?.user?.roles.includes('B2B Manager') ?? false;
  if (!staff) return <>{children}</>;
  return (
    <StaffGate area={area} categoryId={categoryId}>
      {children}
    </StaffGate>
  );
}

function StaffGate({ area, categoryId, children }: GateProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [on, setOn] = useState(searchParams.get(merchandisingQuery.name) === merchandisingQuery.value);
  const [changed, setChanged] = useState(false);
  const revalidator = useRevalidator();

  const toggle = async () => {
    if (on && changed) {
      // The list shows the saved arrangement: the page's loader reads it again before the list comes back.
      await revalidator.revalidate();
      setChanged(false);
    }
    setOn(!on);
  };

  return (
    <>
      <div className="merchandising-switch">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-pressed={on}
          disabled={revalidator.state === 'loading'}
          onClick={toggle}
        >
          {t('merchandising.mode')}
        </button>
      </div>
      {on ? (
        <Suspense
          fallback={
            <output className="spinner-border">
              <span className="visually-hidden">{t('common.loading')}</span>
            </output>
          }
        >
          <MerchandisingBoard area={area} categoryId={categoryId} onChanged={() => setChanged(true)} />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
