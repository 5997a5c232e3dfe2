import { useEffect, useRef } from 'react';

/**
 * Spec §2 infinite scroll: asks for more while the end of the list is near the viewport (600 px ahead).
 * When a load ends and the end is still in view (short pages, tall screens), it asks again at once.
 */
export function InfiniteScrollTrigger({ enabled, onLoadMore }: { enabled: boolean; onLoadMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useRef(false);
  const latest = useRef({ enabled, onLoadMore });
  latest.current = { enabled, onLoadMore };

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        inView.current = entries.some((entry) => entry.isIntersecting);
        if (inView.current && latest.current.enabled) latest.current.onLoadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (enabled && inView.current) latest.current.onLoadMore();
  }, [enabled]);

  return <div ref={ref} className="infinite-scroll-trigger" aria-hidden="true" />;
}
