import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/** The editor (TipTap and ProseMirror) is code only this back-office screen loads, once the page runs. */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

export type RichTextFieldProps = { name: string; label: string; value: string; invalid: boolean };

/** The HTML as a plain text area: what the page shows without JavaScript, and while the editor loads. */
export function HtmlTextarea({ name, label, value, invalid, hint }: RichTextFieldProps & { hint: string }) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={8}
        className={`form-control font-monospace${invalid ? ' is-invalid' : ''}`}
        defaultValue={value}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        spellCheck={false}
      />
      <p id={`${id}-hint`} className="form-text">
        {hint}
      </p>
    </div>
  );
}

/**
 * A rich text field of a block: the HTML in a text area as the server draws it, the editor in its place once
 * the page runs. Either way the form posts the field's HTML under `name`; the API sanitises it on save.
 */
export function RichTextField(props: RichTextFieldProps) {
  const t = useT();
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const textarea = <HtmlTextarea {...props} hint={t('backoffice.documents.richtext.html-hint')} />;
  if (!running) return textarea;
  return (
    <Suspense fallback={textarea}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
