import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { ApplicationActionData, ApplicationVariant } from './dealer-application-action.server.ts';
import { DealerApplicationForm } from './dealer-application-form.tsx';

/** What the applicant sees once the shop has the application: its number and who will hear from the shop. */
function ApplicationReceived({
  variant,
  result,
}: {
  variant: ApplicationVariant;
  result: Extract<ApplicationActionData, { status: 'received' }>;
}) {
  const t = useT();
  const params = { company: result.companyName, number: result.applicationId, email: result.contactEmail };
  return (
    <div className="alert alert-success">
      <h2 className="h4">{t('account.application.done-title')}</h2>
      <output className="d-block mb-2">
        {t(variant === 'prospect' ? 'account.application.done-prospect' : 'account.application.done', params)}
      </output>
      <Link to="." reloadDocument className="alert-link">
        {t('account.application.another')}
      </Link>
    </div>
  );
}

/** /new-customer and /new-customer-salesmanager (spec §2; account-page styling). */
export function DealerApplicationPage({
  variant,
  result,
}: {
  variant: ApplicationVariant;
  result: ApplicationActionData | undefined;
}) {
  const t = useT();
  const prospect = variant === 'prospect';
  return (
    <div className="container py-4">
      <div className="row justify-content-center">
        <div className="col-lg-8">
          <h1 className="mb-2">
            {t(prospect ? 'account.application.title-prospect' : 'account.application.title')}
          </h1>
          <p className="lead mb-4">
            {t(prospect ? 'account.application.intro-prospect' : 'account.application.intro')}
          </p>
          {result?.status === 'received' ? (
            <ApplicationReceived variant={variant} result={result} />
          ) : (
            <DealerApplicationForm result={result} />
          )}
        </div>
      </div>
    </div>
  );
}
