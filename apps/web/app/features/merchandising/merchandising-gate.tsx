import type { AreaInfo } from '@shop/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { merchandisingQuery } from './merchandising-query.ts';

/** The board is code only staff load: a visitor's or dealer's category page never downloads it. */
const MerchandisingBoard = lazy(() =>
  import('./merchandising-board.tsx').then((module) => ({ default: module.MerchandisingBoard })),
);

type GateProps = {
  area: AreaInfo;
  categoryId: string;
  /** The page's list data as its loader answered it: a new value once the page was read again. */
  revision: unknown;
  children: ReactNode;
};

/**
 * The category list, or for staff with the B2B Manager role a switch to merchandising mode in its place
 * (ADR 52). Everyone else gets the list alone.
 */
export function MerchandisingGate({ area, categoryId, revision, children }: GateProps) {
  const staff = useRootData()?.user?.roles.includes('B2B Manager') ?? false;
  if (!staff) return <>{children}</>;
  return (
    <StaffGate area={area} categoryId={categoryId} revision={revision}>
      {children}
    </StaffGate>
  );
}

function StaffGate({ area, categoryId, revision, children }: GateProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const [on, setOn] = useState(searchParams.get(merchandisingQuery.name) === merchandisingQuery.value);
  const [changed, setChanged] = useState(false);
  // Leaving after a change: the list data the page had, until the page's loader has read it again.
  const [leavingFrom, setLeavingFrom] = useState<{ revision: unknown } | null>(null);
  const revalidator = useRevalidator();

  // The list shows the saved arrangement: it comes back only with the data read after the change. The router
  // commits that data in a transition after revalidate() resolves; a list mounted before would keep the old.
  useEffect(() => {
    if (leavingFrom && revision !== leavingFrom.revision) {
      setLeavingFrom(null);
      setChanged(false);
      setOn(false);
    }
  }, [leavingFrom, revision]);

  const toggle = () => {
    if (on && changed) {
      setLeavingFrom({ revision });
      void revalidator.revalidate();
      return;
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
          disabled={revalidator.state === 'loading' || leavingFrom !== null}
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
