import { useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { DocumentActionData } from './documents-data.ts';

/**
 * What the last save, restore or delete did: a status when it worked, an alert naming each refused field.
 * The router hands over the action's answer while it still reloads the document, so the notice waits until
 * the page is idle: "Restored version 1" never shows above the text it replaced.
 */
export function ActionNotice({ result }: { result: DocumentActionData | undefined }) {
  const t = useT();
  const { state } = useNavigation();
  if (!result || state !== 'idle') return null;
  if (result.status === 'saved') {
    return (
      <output className="alert alert-success d-block">
        {result.restoredFrom === null
          ? t('backoffice.documents.saved', { version: result.version })
          : t('backoffice.documents.restored', { from: result.restoredFrom, version: result.version })}
      </output>
    );
  }
  if (result.status === 'deleted') {
    return (
      <output className="alert alert-success d-block">
        {t('backoffice.documents.deleted', { key: result.key })}
      </output>
    );
  }
  if (result.status !== 'failed') return null;
  return (
    <div role="alert" className="alert alert-danger">
      <p className="mb-0">{t(result.messageKey, result.params)}</p>
      {result.issues.length > 0 ? (
        <ul className="mb-0 mt-2">
          {result.issues.map((issue) => (
            <li key={`${issue.field}:${issue.message}`}>
              {t('backoffice.documents.error.issue', { field: issue.field, message: issue.message })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
