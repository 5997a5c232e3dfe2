import { routeTable } from '@shop/contracts/routes';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  type ConsentChoice,
  consentChoiceOf,
  consentCookieName,
  consentCookieValue,
  consentMaxAgeSeconds,
} from '../../lib/consent-choice.ts';
import { serializeCookie } from '../../lib/cookies.ts';
import { pushConsentUpdate } from '../tracking/consent-mode.ts';

import { ConsentBanner } from './consent-banner.tsx';

type CookieSettings = { open: (opener: HTMLElement | null) => void };

const CookieSettingsContext = createContext<CookieSettings | null>(null);

/**
 * The visitor's cookie choice on the page (ADR 79). Without a stored choice the banner is rendered with the
 * page, on the server too, so it paints with it; a choice is written to the choice cookie by the browser and
 * sent to the tracking layer as a Consent Mode update. "Cookie settings" (`useCookieSettings`) reopens it.
 */
export function ConsentProvider({
  storedChoice,
  ask,
  children,
}: {
  storedChoice: ConsentChoice | null;
  /** False while the root loader itself failed: no texts to ask with. */
  ask: boolean;
  children: ReactNode;
}) {
  const [choice, setChoice] = useState(storedChoice);
  const [open, setOpen] = useState(ask && storedChoice === null);
  const [reopened, setReopened] = useState(0);
  const opener = useRef<HTMLElement | null>(null);
  // The cookie settings page is the banner's purposes already: no banner over it.
  const onSettingsPage = isCookieSettingsPath(useLocation().pathname);

  const openSettings = useCallback((from: HTMLElement | null) => {
    opener.current = from;
    setOpen(true);
    setReopened((count) => count + 1);
  }, []);
  const settings = useMemo(() => ({ open: openSettings }), [openSettings]);

  const choose = (purposes: { statistics: boolean; marketing: boolean }) => {
    const made = consentChoiceOf(purposes);
    const secure = window.location.protocol === 'https:';
    // biome-ignore lint/suspicious/noDocumentCookie: the choice is the browser's to store; no request needed
    document.cookie = serializeCookie(consentCookieName, consentCookieValue(made), {
      maxAge: consentMaxAgeSeconds,
      secure,
    });
    pushConsentUpdate(made);
    setChoice(made);
    setOpen(false);
    opener.current?.focus();
    opener.current = null;
  };

  return (
    <CookieSettingsContext.Provider value={settings}>
      {children}
      {open && !onSettingsPage ? (
        <ConsentBanner
          // A new banner per opening: its switches start from the choice stored at that moment.
          key={reopened}
          initial={{ statistics: choice?.statistics ?? false, marketing: choice?.marketing ?? false }}
          focusOnOpen={reopened > 0}
          onChoose={choose}
        />
      ) : null}
    </CookieSettingsContext.Provider>
  );
}

/** Whether a path is the cookie settings page (either language). */
export function isCookieSettingsPath(pathname: string): boolean {
  return Object.values(routeTable.cookieSettings).includes(pathname as never);
}

/** Reopens the cookie banner; the focus returns to `opener` after the choice. */
export function useCookieSettings(): CookieSettings {
  const settings = useContext(CookieSettingsContext);
  if (!settings) throw new Error('useCookieSettings must be used inside <ConsentProvider>');
  return settings;
}
