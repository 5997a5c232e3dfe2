import { useT } from '../../lib/i18n/i18n-context.tsx';

/**
 * The accessibility statement (issue 31, ADR 79): the conformance target, how the shop is tested, what is
 * known not to work and whom to tell. Texts from the dictionary, in the page's language.
 */
export function AccessibilityStatement() {
  const t = useT();
  return (
    <article className="container accessibility-statement" aria-labelledby="accessibility-statement-title">
      <h1 id="accessibility-statement-title" className="page-title">
        {t('accessibility-statement.title')}
      </h1>
      <div className="rich-text">
        <p>{t('accessibility-statement.intro')}</p>
        <h2>{t('accessibility-statement.target-heading')}</h2>
        <p>{t('accessibility-statement.target')}</p>
        <h2>{t('accessibility-statement.testing-heading')}</h2>
        <p>{t('accessibility-statement.testing')}</p>
        <h2>{t('accessibility-statement.limitations-heading')}</h2>
        <ul>
          <li>{t('accessibility-statement.limitation-pdf')}</li>
          <li>{t('accessibility-statement.limitation-content')}</li>
          <li>{t('accessibility-statement.limitation-testing')}</li>
        </ul>
        <h2>{t('accessibility-statement.contact-heading')}</h2>
        <p>{t('accessibility-statement.contact')}</p>
        <p>{t('accessibility-statement.complaint')}</p>
        <p>{t('accessibility-statement.updated')}</p>
      </div>
    </article>
  );
}
