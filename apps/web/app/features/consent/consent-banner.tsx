import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';

type Purposes = { statistics: boolean; marketing: boolean };

/**
 * The cookie banner (ADR 79): a named region fixed at the page's bottom, not a modal, so the page stays usable
 * behind it. "Accept all" and "Only necessary" are equally prominent and one press each; "Choose" opens a
 * switch per purpose and a button that saves them. Reopened from "Cookie settings", it shows the stored
 * choice and takes the focus to its heading.
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
  const headingId = useId();
  const purposesId = useId();
  const statisticsId = useId();
  const marketingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [statistics, setStatistics] = useState(initial.statistics);
  const [marketing, setMarketing] = useState(initial.marketing);

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <section className="consent-banner" aria-labelledby={headingId}>
      <div className="container consent-banner__inner">
        <div className="consent-banner__body">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="consent-banner__title">
            {t('consent.title')}
          </h2>
          <p className="consent-banner__text">{t('consent.text')}</p>
        </div>
        <div className="consent-banner__actions">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => onChoose({ statistics: true, marketing: true })}
          >
            {t('consent.accept-all')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => onChoose({ statistics: false, marketing: false })}
          >
            {t('consent.only-necessary')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-expanded={choosing}
            aria-controls={purposesId}
            onClick={() => setChoosing(!choosing)}
          >
            {t('consent.choose')}
          </button>
        </div>
        <fieldset id={purposesId} className="consent-banner__purposes" hidden={!choosing}>
          <legend className="visually-hidden">{t('consent.purposes')}</legend>
          <p className="consent-banner__necessary">{t('consent.necessary')}</p>
          <div className="form-check form-switch">
            <input
              id={statisticsId}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={statistics}
              aria-checked={statistics}
              onChange={(event) => setStatistics(event.target.checked)}
              aria-describedby={`${statisticsId}-help`}
            />
            <label className="form-check-label" htmlFor={statisticsId}>
              {t('consent.statistics')}
            </label>
            <div id={`${statisticsId}-help`} className="form-text">
              {t('consent.statistics-help')}
            </div>
          </div>
          <div className="form-check form-switch">
            <input
              id={marketingId}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={marketing}
              aria-checked={marketing}
              onChange={(event) => setMarketing(event.target.checked)}
              aria-describedby={`${marketingId}-help`}
            />
            <label className="form-check-label" htmlFor={marketingId}>
              {t('consent.marketing')}
            </label>
            <div id={`${marketingId}-help`} className="form-text">
              {t('consent.marketing-help')}
            </div>
          </div>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => onChoose({ statistics, marketing })}
          >
            {t('consent.save')}
          </button>
        </fieldset>
      </div>
    </section>
  );
}
