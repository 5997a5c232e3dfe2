import type { Block, ModalContent } from '@shop/contracts';
import { type ReactNode, useId } from 'react';
import { Modal } from 'react-bootstrap';
import { useT } from '../../lib/i18n/i18n-context.tsx';

export type ModalState =
  | { kind: 'closed' }
  | { kind: 'loading'; key: string }
  | { kind: 'open'; modal: ModalContent }
  | { kind: 'failed'; key: string };

/**
 * Bootstrap's modal size classes as the theme sets them (spec §9: 500 px default, 300 px small, 800 px large),
 * written out whole so the build's unused-CSS purge (ADR 23) sees and keeps them.
 */
const dialogClass = { default: undefined, small: 'modal-sm', large: 'modal-lg' } as const;

/** The content modal's dialog (ADR 53): labelled by its title, focus kept inside, Escape and × close it. */
export default function ContentModalDialog({
  state,
  onClose,
  onExited,
  renderBlocks,
}: {
  state: ModalState;
  onClose: () => void;
  /** After the dialog has closed: gives the focus back to what opened it. */
  onExited: () => void;
  renderBlocks: (blocks: Block[]) => ReactNode;
}) {
  const t = useT();
  const id = useId();
  const size = state.kind === 'open' ? dialogClass[state.modal.size] : undefined;
  return (
    <Modal
      show={state.kind !== 'closed'}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
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
  );
}
