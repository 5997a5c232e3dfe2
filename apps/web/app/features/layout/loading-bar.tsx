import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import {
  loadingBarFailures,
  loadingBarRequests,
  loadingBarTickMs,
  progressAfter,
} from '../../lib/loading-bar-store.ts';

/** A thin bar at the top that advances while a navigation or fetcher is busy and turns red on failure. */
export function LoadingBar() {
  const t = useT();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const requesting = useSyncExternalStore(
    loadingBarRequests.subscribe,
    loadingBarRequests.isBusy,
    () => false,
  );
  const busy =
    requesting || navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const failed = useSyncExternalStore(loadingBarFailures.subscribe, loadingBarFailures.isFailed, () => false);
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const startedAt = useRef(0);

  useEffect(() => {
    if (busy) {
      loadingBarFailures.reset();
      startedAt.current = Date.now();
      setVisible(true);
      setProgress(progressAfter(0));
      const timer = window.setInterval(
        () => setProgress(progressAfter(Date.now() - startedAt.current)),
        loadingBarTickMs,
      );
      return () => window.clearInterval(timer);
    }
    if (!startedAt.current) return;
    setProgress(100);
    const timer = window.setTimeout(() => setVisible(false), 400);
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (!failed) return;
    setVisible(true);
    setProgress(100);
    const timer = window.setTimeout(() => setVisible(false), 2000);
    return () => window.clearTimeout(timer);
  }, [failed]);

  return (
    <div
      className={`loading-bar${failed ? ' loading-bar--failed' : ''}${visible ? ' loading-bar--visible' : ''}`}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
    >
      <div className="loading-bar__fill" style={{ width: `${progress}%` }} />
    </div>
  );
}
