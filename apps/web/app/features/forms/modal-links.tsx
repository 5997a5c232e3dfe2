import type { Block, ModalContent } from '@shop/contracts';
import { getModalRequest } from '@shop/contracts/endpoints/forms';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { call } from '../../lib/browser-api.ts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';

type ModalState =
  | { kind: 'closed' }
  | { kind: 'loading'; key: string }
  | { kind: 'open'; modal: ModalContent }
  | { kind: 'failed'; key: string };

/**
 * Bootstrap's modal size classes as the theme sets them (spec §9: 500 px default, 300 px small, 800 px large),
 * written out whole so the build's unused-CSS purge (ADR 23) sees and keeps them.
 */
const dialogClass = { default: undefined, small: 'modal-sm', large: 'modal-lg' } as const;

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
  const t = useT();
  const language = useLanguage();
  const areaId = useRootData()?.area.areaId ?? 'b2b';
  const container = useRef<HTMLDivElement>(null);
  const id = useId();
  const [state, setState] = useState<ModalState>({ kind: 'closed' });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const open = (key: string) => {
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
      open(key);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [areaId, language]);

  const close = () => setState({ kind: 'closed' });
  const size = state.kind === 'open' ? dialogClass[state.modal.size] : undefined;
  return (
    <div ref={container}>
      {children}
      <Modal
        show={state.kind !== 'closed'}
        onHide={close}
        dialogClassName={size}
        centered
        aria-labelledby={`${id}-title`}
        data-modal-key={state.kind === 'open' ? state.modal.key : undefined}
        data-modal-width={state.kind === 'open' ? state.modal.width : undefined}
      >
        <Modal.Header closeButton closeLabel={t('modal.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {state.kind === 'open'
              ? state.modal.title
              : state.kind === 'failed'
                ? t('modal.close')
                : t('modal.loading')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {state.kind === 'open' ? (
            <div className="content-modal">{renderBlocks(state.modal.blocks)}</div>
          ) : state.kind === 'failed' ? (
            <p role="alert">{t('modal.failed')}</p>
          ) : (
            <output className="d-block">{t('modal.loading')}</output>
          )}
        </Modal.Body>
      </Modal>
    </div>
  );
}
