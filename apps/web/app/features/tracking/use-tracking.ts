import type { LanguageCode, User } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dealerClickEvent, loginEvent, pageViewEvent, pushToDataLayer } from './tracking-events.ts';

/**
 * The tracking layer's page-level events (spec §4 "on each route change a page view is tracked", §7; ADR 61):
 * - `page_view` once per route: on the first page and on every navigation to another path, client-side or
 *   not; a change of the query alone (facets, sorting, pager, colour) is the same page and is not counted;
 * - `login` when this page's user goes from nobody to somebody (the login form's redirect);
 * - `dealer-click` on a click on a link to the dealer application.
 * Rendered once, in the root layout, so an error page's remount does not count a page twice.
 */
export function useTracking(user: User | null, language: LanguageCode): void {
  const location = useLocation();
  const trackedPath = useRef<string | null>(null);
  const userRef = useRef(user);
  userRef.current = user;

  useEffect(() => {
    if (trackedPath.current === location.pathname) return;
    trackedPath.current = location.pathname;
    pushToDataLayer(pageViewEvent(window.location, document.title, language, userRef.current));
  }, [location.pathname, language]);

  const previousUser = useRef<User | null | undefined>(undefined);
  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = user;
    // `undefined`: the first render (a page opened while logged in is no login).
    if (before === null && user !== null) pushToDataLayer(loginEvent(user));
  }, [user]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const tracked = dealerClickEvent(
        {
          pathname: link.pathname,
          href: link.href,
          text: link.textContent ?? '',
          marker: link.dataset.track ?? null,
          sameOrigin: link.origin === window.location.origin,
        },
        window.location.pathname,
      );
      if (tracked) pushToDataLayer(tracked);
    };
    // Capture: a client-side link prevents the default, and the page may change before bubbling ends.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
