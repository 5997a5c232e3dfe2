import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { throttleWithFinalCall } from '../../lib/throttle.ts';

/** Spec §9: scroll button threshold 300 px. */
export const scrollButtonThreshold = 300;

/** Appears after scrolling 300 px; hidden at 576 px and narrower by CSS. */
export function ScrollToTopButton() {
  const t = useT();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const check = throttleWithFinalCall(() => setShown(window.scrollY > scrollButtonThreshold), 200, 100);
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-to-top btn btn-primary"
      aria-label={t('common.scroll-to-top')}
      title={t('common.scroll-to-top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <path d="M12 19V5M5 12l7-7 7 7" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
