import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

type Purposes = { statistics: boolean; marketing: boolean };

// Opened by "Choose" only: a chunk of its own (ADR 64's budget), never in the server's HTML.
const ConsentPurposes = lazy(() =>
  import('./consent-purposes.tsx').then((module) => ({ default: module.ConsentPurposes })),
);

/**
 * The cookie banner (ADR 79): a named region fixed at the page's bottom, not a modal, so the page stays usable
 * behind it. "Accept all" and "Only necessary" are equally prominent and one press each; "Choose" opens a
 * switch per purpose and a button that saves them. Reopened from "Cookie settings", it shows the stored
 * choice and takes the focus to its heading. Without the page's script every button posts the form: "Choose"
 * then leads to the cookie settings page with the same switches.
 */
export function ConsentBanner({
  initial,
  focusOnOpen,
  onChoose,
}: {
  initial: Purposes;
  focusOnOpen: boolean;
  onChoose: (purposes: Purposes) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const headingId = useId();
  const purposesId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [statistics, setStatistics] = useState(initial.statistics);
  const [marketing, setMarketing] = useState(initial.marketing);

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <section className="consent-banner" aria-labelledby={headingId}>
      {/* A form the server takes too (routes/consent.ts): without the page's script, or before the banner's
          own has loaded, a press still stores the choice. */}
      <form
        method="post"
        action="/session/consent"
        className="container consent-banner__inner"
        onSubmit={(event) => {
          event.preventDefault();
          const pressed = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
          if (pressed === 'choose') setChoosing(!choosing);
          else if (pressed === 'all') onChoose({ statistics: true, marketing: true });
          else if (pressed === 'custom') onChoose({ statistics, marketing });
          else onChoose({ statistics: false, marketing: false });
        }}
      >
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <input type="hidden" name="language" value={language} />
        <div className="consent-banner__body">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="consent-banner__title">
            {t('consent.title')}
          </h2>
          <p className="consent-banner__text">{t('consent.text')}</p>
        </div>
        <div className="consent-banner__actions">
          <button type="submit" name="choice" value="all" className="btn btn-primary">
            {t('consent.accept-all')}
          </button>
          <button type="submit" name="choice" value="necessary" className="btn btn-primary">
            {t('consent.only-necessary')}
          </button>
          <button
            type="submit"
            name="choice"
            value="choose"
            className="btn btn-outline-primary"
            aria-expanded={choosing}
            aria-controls={purposesId}
          >
            {t('consent.choose')}
          </button>
        </div>
        {choosing ? (
          <Suspense fallback={null}>
            <ConsentPurposes
              purposesId={purposesId}
              statistics={statistics}
              marketing={marketing}
              setStatistics={setStatistics}
              setMarketing={setMarketing}
            />
          </Suspense>
        ) : null}
      </form>
    </section>
  );
}
