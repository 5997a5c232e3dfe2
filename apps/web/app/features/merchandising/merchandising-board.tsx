import type { AreaInfo, SearchProductItem } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { type DragEvent, type KeyboardEvent, useRef, useState } from 'react';
import { MediaImage } from '../../components/ui/media-image.tsx';
import { SwatchImage } from '../../components/ui/swatch-image.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import type { Move } from './move-item.ts';
import { useCategoryArrangement } from './use-category-arrangement.ts';

type BoardProps = {
  area: AreaInfo;
  categoryId: string;
  /** After a save or reset: the category page's own list must be read again. */
  onChanged: () => void;
};

/**
 * Merchandising mode (ADR 52): the category's products in list order, each moved by dragging, by its
 * buttons or with the arrow keys on its handle, and given the colour its tile shows first. A live region
 * says where a moved product went. Loaded only for staff who open the mode.
 */
export function MerchandisingBoard({ area, categoryId, onChanged }: BoardProps) {
  const t = useT();
  const count = useTranslateCount();
  const board = useCategoryArrangement(area, categoryId);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  // The handlers read the dragged row here: a dragover may come before React has drawn the drag's start.
  const draggedRef = useRef<number | null>(null);
  const drag = (index: number | null) => {
    draggedRef.current = index;
    setDragged(index);
  };
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const { items } = board;

  const moveAndTell = (from: number, where: Move) => {
    const item = items[from];
    if (!item) return;
    const to = where === 'top' ? 0 : where === 'up' ? from - 1 : where === 'down' ? from + 1 : where.to;
    const position = Math.min(Math.max(to, 0), items.length - 1);
    board.move(from, where);
    setAnnouncement(
      t('merchandising.moved', { name: item.name, position: position + 1, total: items.length }),
    );
    // The handle keeps the focus wherever its product went.
    requestAnimationFrame(() => handles.current.get(item.id)?.focus());
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, Move> = { ArrowUp: 'up', ArrowDown: 'down', Home: 'top' };
    const where = event.key === 'End' ? { to: items.length - 1 } : moves[event.key];
    if (!where) return;
    event.preventDefault();
    moveAndTell(index, where);
  };

  const finish = async (work: Promise<boolean>, done: TextKey) => {
    const ok = await work;
    setAnnouncement(ok ? t(done) : t('merchandising.failed'));
    if (ok) onChanged();
  };

  if (board.status === 'failed') {
    return (
      <div className="alert alert-danger" role="alert">
        {t('merchandising.load-failed')}
      </div>
    );
  }
  const busy = board.status !== 'ready';
  return (
    <section className="merchandising-board" aria-labelledby="merchandising-board-title" aria-busy={busy}>
      <div className="merchandising-board__toolbar">
        <h2 id="merchandising-board-title" className="h5 merchandising-board__title">
          {t('merchandising.title')}
        </h2>
        <p id="merchandising-handle-help" className="merchandising-board__hint">
          {t('merchandising.hint')}
        </p>
        <p className="merchandising-board__state">
          {board.customOrder ? t('merchandising.state-custom') : t('merchandising.state-catalogue')}
          {' · '}
          {count('merchandising.products', board.total)}
          {board.total > board.maxProducts
            ? ` · ${t('merchandising.first-only', { count: board.maxProducts })}`
            : null}
        </p>
        <div className="merchandising-board__actions">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy || !board.dirty}
            onClick={() => finish(board.save(), 'merchandising.saved')}
          >
            {t('merchandising.save')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={busy}
            onClick={() => finish(board.reset('sorting'), 'merchandising.sorting-reset')}
          >
            {t('merchandising.reset-sorting')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={busy}
            onClick={() => finish(board.reset('colors'), 'merchandising.colors-reset')}
          >
            {t('merchandising.reset-colors')}
          </button>
        </div>
      </div>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </p>
      {board.status === 'loading' && items.length === 0 ? (
        <output className="spinner-border">
          <span className="visually-hidden">{t('common.loading')}</span>
        </output>
      ) : null}
      <ol className="merchandising-board__list list-unstyled">
        {items.map((item, index) => (
          <li
            key={item.id}
            className={`merchandising-item${dragged === index ? ' is-dragged' : ''}`}
            draggable={!busy}
            data-product-id={item.id}
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
              drag(index);
            }}
            onDragEnd={() => drag(null)}
            onDragOver={(event) => {
              if (draggedRef.current === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
            }}
            onDrop={(event) => {
              event.preventDefault();
              const from = draggedRef.current;
              if (from !== null && from !== index) moveAndTell(from, { to: index });
              drag(null);
            }}
          >
            <BoardItem
              item={item}
              index={index}
              last={index === items.length - 1}
              disabled={busy}
              colorCode={board.colors[item.id] ?? item.primaryColorCode}
              handleRef={(element) => {
                if (element) handles.current.set(item.id, element);
                else handles.current.delete(item.id);
              }}
              onHandleKey={(event) => onHandleKey(event, index)}
              onMove={(where) => moveAndTell(index, where)}
              onPick={(code) => board.pick(item.id, code)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

type BoardItemProps = {
  item: SearchProductItem;
  index: number;
  last: boolean;
  disabled: boolean;
  colorCode: string;
  handleRef: (element: HTMLButtonElement | null) => void;
  onHandleKey: (event: KeyboardEvent) => void;
  onMove: (where: Move) => void;
  onPick: (colorCode: string) => void;
};

function BoardItem({
  item,
  index,
  last,
  disabled,
  colorCode,
  handleRef,
  onHandleKey,
  onMove,
  onPick,
}: BoardItemProps) {
  const t = useT();
  const first = index === 0;
  return (
    <div className="merchandising-item__body">
      <button
        type="button"
        ref={handleRef}
        className="btn btn-outline-secondary btn-sm merchandising-item__handle"
        aria-label={t('merchandising.handle', { name: item.name, position: index + 1 })}
        aria-describedby="merchandising-handle-help"
        disabled={disabled}
        onKeyDown={onHandleKey}
      >
        <span aria-hidden="true">⠿ {index + 1}</span>
      </button>
      <div className="merchandising-item__image">
        {item.image ? (
          <MediaImage path={item.image} alt="" width={800} height={800} widths={[240]} sizes="80px" />
        ) : null}
      </div>
      <div className="merchandising-item__text">
        <p className="merchandising-item__name">{item.name}</p>
        <p className="merchandising-item__number">{item.number}</p>
      </div>
      <fieldset className="merchandising-item__colors">
        <legend className="visually-hidden">{t('merchandising.primary-color', { name: item.name })}</legend>
        {item.colors.map((color) => (
          <label key={color.code} className="merchandising-swatch" title={color.name}>
            <input
              type="radio"
              className="merchandising-swatch__input"
              name={`primary-${item.id}`}
              value={color.code}
              checked={color.code === colorCode}
              disabled={disabled}
              onChange={() => onPick(color.code)}
            />
            <SwatchImage src={color.swatchImage} size={20} colorCode={color.code} />
            <span className="visually-hidden">{color.name}</span>
          </label>
        ))}
      </fieldset>
      <div className="merchandising-item__moves">
        <button
          type="button"
          className="btn btn-link btn-sm"
          disabled={disabled || first}
          onClick={() => onMove('top')}
        >
          {t('merchandising.move-top')}
          <span className="visually-hidden">: {item.name}</span>
        </button>
        <button
          type="button"
          className="btn btn-link btn-sm"
          disabled={disabled || first}
          onClick={() => onMove('up')}
        >
          {t('merchandising.move-up')}
          <span className="visually-hidden">: {item.name}</span>
        </button>
        <button
          type="button"
          className="btn btn-link btn-sm"
          disabled={disabled || last}
          onClick={() => onMove('down')}
        >
          {t('merchandising.move-down')}
          <span className="visually-hidden">: {item.name}</span>
        </button>
      </div>
    </div>
  );
}
