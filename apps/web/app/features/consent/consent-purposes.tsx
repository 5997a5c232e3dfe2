import { useId } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/**
 * The banner's "Choose" part (ADR 79): a switch per purpose and the button that saves them. Its own chunk,
 * loaded when the visitor opens it, so every page's JavaScript stays within its budget (ADR 64).
 */
export function ConsentPurposes({
  purposesId,
  statistics,
  marketing,
  setStatistics,
  setMarketing,
}: {
  purposesId: string;
  statistics: boolean;
  marketing: boolean;
  setStatistics: (on: boolean) => void;
  setMarketing: (on: boolean) => void;
}) {
  const t = useT();
  const statisticsId = useId();
  const marketingId = useId();
  return (
    <fieldset id={purposesId} className="consent-banner__purposes">
      <legend className="visually-hidden">{t('consent.purposes')}</legend>
      <p className="consent-banner__necessary">{t('consent.necessary')}</p>
      <div className="form-check form-switch">
        <input
          id={statisticsId}
          name="statistics"
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
          name="marketing"
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
      <button type="submit" name="choice" value="custom" className="btn btn-outline-primary">
        {t('consent.save')}
      </button>
    </fieldset>
  );
}
