import type { Block } from '@shop/contracts';
import { getModalRequest } from '@shop/contracts/endpoints/forms';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { call } from '../../lib/browser-api.ts';
import { useLanguage } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { ModalState } from './content-modal-dialog.tsx';

// The dialog (and Bootstrap's modal code) is fetched when a content link first opens one: most pages never do.
const ContentModalDialog = lazy(() => import('./content-modal-dialog.tsx'));

/**
 * Content links that open a content modal (ADR 53): a link in content with `data-modal="<key>"` opens the
 * modal of that key in a dialog (focus kept inside, Escape closes, focus goes back to the link, labelled by
 * its title) instead of following its href, which stays the modal's own page for a browser without scripts.
 */
export function ModalLinks({
  children,
  renderBlocks,
}: {
  children: ReactNode;
  /** How the modal's blocks are drawn (the page's block list, passed in so features import no cycle). */
  renderBlocks: (blocks: Block[]) => ReactNode;
}) {
  const language = useLanguage();
  const areaId = useRootData()?.area.areaId ?? 'b2b';
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ModalState>({ kind: 'closed' });
  // Kept once loaded, so closing plays the dialog's fade instead of removing it at once.
  const [opened, setOpened] = useState(false);
  // The link that opened the dialog gets the focus back when it closes (the dialog mounts after the click).
  const opener = useRef<HTMLElement | null>(null);
  // Counts finished closings. The focus goes back in an effect of the render the closing causes: the dialog's
  // own effects (children first) have removed its focus trap by then. Focusing in `onExited` itself raced
  // with that trap, which could pull the focus into the vanishing dialog and leave it on the page's body.
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    if (closings === 0) return;
    // The link itself, or the same link drawn again (content drawn anew while the dialog was open replaces it).
    const focusOpener = () => {
      const link = opener.current;
      const key = link?.getAttribute('data-modal');
      const target = link?.isConnected
        ? link
        : key
          ? container.current?.querySelector<HTMLElement>(`a[data-modal="${CSS.escape(key)}"]`)
          : null;
      target?.focus();
    };
    focusOpener();
    // A focus check the trap had queued before it was removed can still move the focus and leave it on the
    // page's body on a busy machine (seen in CI runs): give it back if nothing holds it a moment later, looking
    // again for a second (a loaded machine runs such leftovers late).
    const timers = [50, 250, 1000].map((delay) =>
      window.setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) focusOpener();
      }, delay),
    );
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [closings]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const open = (key: string) => {
      setOpened(true);
      setState({ kind: 'loading', key });
      call(getModalRequest, { body: { area: { areaId, languageCode: language }, key } }).then(
        (modal) =>
          setState((current) =>
            current.kind === 'loading' && current.key === key ? { kind: 'open', modal } : current,
          ),
        () =>
          setState((current) =>
            current.kind === 'loading' && current.key === key ? { kind: 'failed', key } : current,
          ),
      );
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[data-modal]');
      const key = link?.getAttribute('data-modal');
      if (!link || !key) return;
      event.preventDefault();
      opener.current = link as HTMLElement;
      open(key);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [areaId, language]);

  return (
    <div ref={container}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <ContentModalDialog
            state={state}
            onClose={() => setState({ kind: 'closed' })}
            onExited={() => setClosings((count) => count + 1)}
            renderBlocks={renderBlocks}
          />
        </Suspense>
      )}
    </div>
  );
}
