import type { RecoveryMailTemplateKind } from '@shop/contracts';
import { languageCodes } from '@shop/contracts/constants';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { BackofficeLayout } from '../backoffice-layout.tsx';
import type {
  MailTemplatesActionData,
  MailTemplatesLoaderData,
  TemplateChoice,
} from './mail-templates-data.ts';
import { TemplateEditor } from './template-editor.tsx';

/** The password mails staff edit (the contract's recoveryMailTemplateKinds, without its zod schemas). */
const templateKinds: readonly RecoveryMailTemplateKind[] = ['reset', 'invite'];

/** The templates to choose from: each mail in each language, the chosen one marked. */
function TemplateChooser({ choice }: { choice: TemplateChoice }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('backoffice.mail-templates.choose')} className="mb-4">
      <ul className="nav nav-pills flex-wrap gap-1">
        {templateKinds.flatMap((template) =>
          languageCodes.map((languageCode) => {
            const current = template === choice.template && languageCode === choice.languageCode;
            return (
              <li key={`${template}-${languageCode}`} className="nav-item">
                <Link
                  to={`${pathname}?mail=${template}&language=${languageCode}`}
                  className={`nav-link${current ? ' active' : ''}`}
                  aria-current={current ? 'page' : undefined}
                >
                  {t('backoffice.mail-templates.editing', {
                    mail: t(`backoffice.mail-templates.kind.${template}`),
                    language: t(`backoffice.mail-templates.language.${languageCode}`),
                  })}
                </Link>
              </li>
            );
          }),
        )}
      </ul>
    </nav>
  );
}

/**
 * /backoffice/mail-templates (ADR 54): the password mails' texts per mail and language, with their
 * placeholders; a preview renders the mail with sample values before anything is saved.
 */
export function MailTemplatesPage({
  loaded,
  result,
}: {
  loaded: MailTemplatesLoaderData;
  result: MailTemplatesActionData | undefined;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const { choice } = loaded;
  const template =
    loaded.status === 'ok'
      ? loaded.templates.find(
          (entry) => entry.template === choice.template && entry.languageCode === choice.languageCode,
        )
      : undefined;
  return (
    <BackofficeLayout
      current="backofficeMailTemplates"
      title={t('backoffice.mail-templates.title')}
      intro={t('backoffice.mail-templates.intro')}
    >
      <TemplateChooser choice={choice} />
      {loaded.status === 'ok' && template ? (
        <>
          <h2 className="h4">
            {t('backoffice.mail-templates.editing', {
              mail: t(`backoffice.mail-templates.kind.${choice.template}`),
              language: t(`backoffice.mail-templates.language.${choice.languageCode}`),
            })}
          </h2>
          <TemplateEditor template={template} limits={loaded.limits} result={result} />
        </>
      ) : (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('backoffice.mail-templates.error.load')}</p>
          <Link to={pathname + search} className="btn btn-outline-danger btn-sm" replace>
            {t('backoffice.users.retry')}
          </Link>
        </div>
      )}
    </BackofficeLayout>
  );
}
