import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import {
  loadingBarFailures,
  loadingBarRequests,
  loadingBarTickMs,
  progressAfter,
} from '../../lib/loading-bar-store.ts';

/** A thin bar at the top that advances while a navigation or fetcher is busy and turns red on failure. */
export function LoadingBar() {
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

  // A visual cue only (ADR 61): it comes with every background request, outside any landmark, so it is hidden
  // from assistive technology; what is busy says so itself (a list's aria-busy, a button's loading state).
  return (
    <div
      className={`loading-bar${failed ? ' loading-bar--failed' : ''}${visible ? ' loading-bar--visible' : ''}`}
      aria-hidden="true"
    >
      <div className="loading-bar__fill" style={{ width: `${progress}%` }} />
    </div>
  );
}
