import type { TextKey } from '@shop/ui-texts';
import { useState } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { downloadFileName } from './download-file-name.ts';

type DownloadState = { status: 'idle' } | { status: 'preparing' } | { status: 'failed'; messageKey: TextKey };

/** Why a download failed, in the user's words: too many at once, gone, or anything else. */
function failureKey(status: number): TextKey {
  if (status === 429) return 'customer-center.download.too-many';
  if (status === 404) return 'customer-center.download.not-found';
  return 'customer-center.download.failed';
}

/**
 * A document download (PDF, Excel, image pack). It is a plain link to the file's address on this origin
 * (the BFF adds the session's token), so it works without JavaScript and a browser may open it itself. With
 * JavaScript the file is fetched here instead, so the user sees it prepare (a spinner and "Preparing…";
 * a PDF or a zip of full-size images takes a moment) and a translated message when it fails; it is then
 * saved under the name the server gives (in the user's language).
 */
export function DownloadButton({ href, label, fileName }: { href: string; label: string; fileName: string }) {
  const t = useT();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });

  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, save link as…) is the browser's to handle.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (state.status === 'preparing') return;
    setState({ status: 'preparing' });
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok) {
        setState({ status: 'failed', messageKey: failureKey(response.status) });
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadFileName(response.headers.get('Content-Disposition')) ?? fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The click hands the file to the browser synchronously; the URL may go once that has happened.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ status: 'idle' });
    } catch {
      setState({ status: 'failed', messageKey: 'customer-center.download.failed' });
    }
  }

  const preparing = state.status === 'preparing';
  return (
    <div className="download-button">
      <a
        href={href}
        download={fileName}
        className="btn btn-outline-primary"
        onClick={download}
        aria-disabled={preparing || undefined}
        data-state={state.status}
      >
        {preparing ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {label}
      </a>
      <output className="download-button__status">
        {preparing ? t('customer-center.download.preparing') : ''}
      </output>
      {state.status === 'failed' ? (
        <span className="download-button__error text-danger" role="alert">
          {t(state.messageKey)}
        </span>
      ) : null}
    </div>
  );
}
