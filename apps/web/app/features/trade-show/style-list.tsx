import { useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { imageUrl } from '../../lib/image-url.ts';
import { formatMoney, moneyLocaleFor } from '../../lib/money.ts';
import { savedPictureSize } from './save-season.ts';
import { lowestPrice } from './saved-styles.ts';
import { StyleGrid } from './style-grid.tsx';
import type { NewLine } from './trade-show-db.ts';
import type { SavedStyle } from './trade-show-types.ts';

/** Styles drawn at once; the rest follow on "Show more" (a saved catalogue may hold a thousand). */
const pageSize = 24;

/** The saved styles as tiles (picture, name, number, the customer's price), each opening its grid. */
export function StyleList({
  styles,
  customerNumber,
  waiting,
  onAdd,
}: {
  styles: SavedStyle[];
  customerNumber: string;
  waiting: ReadonlySet<string>;
  onAdd: (lines: NewLine[]) => Promise<void>;
}) {
  const t = useT();
  const language = useLanguage();
  const [shown, setShown] = useState(pageSize);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <ul className="list-unstyled trade-show-styles">
        {styles.slice(0, shown).map((style) => {
          const picture = style.colors.find((color) => color.image)?.image ?? null;
          const price = lowestPrice(style);
          const expanded = open === style.id;
          const gridId = `trade-show-grid-${style.id}`;
          return (
            <li key={style.id} className="card mb-2">
              <div className="card-body d-flex flex-wrap gap-3 align-items-center">
                <div className="trade-show-styles__picture">
                  {picture ? (
                    <img
                      src={imageUrl(picture, savedPictureSize)}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                  ) : null}
                </div>
                <div className="flex-grow-1">
                  <h3 className="h6 mb-1">{style.name}</h3>
                  <p className="small mb-1 text-body-secondary">
                    {t('trade-show.style.number', { number: style.number })} ·{' '}
                    {style.colors.map((c) => c.name).join(', ')}
                  </p>
                  <p className="mb-0">
                    {price !== null && style.currencyCode
                      ? t('trade-show.style.price', {
                          price: formatMoney(
                            price,
                            style.currencyCode,
                            moneyLocaleFor(style.currencyCode, language),
                          ),
                        })
                      : t('trade-show.style.no-price')}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  aria-expanded={expanded}
                  aria-controls={gridId}
                  onClick={() => setOpen(expanded ? null : style.id)}
                >
                  {t('trade-show.style.open', { name: style.name })}
                </button>
              </div>
              <div id={gridId} hidden={!expanded} className="px-3 pb-3">
                {expanded ? (
                  <StyleGrid style={style} customerNumber={customerNumber} waiting={waiting} onAdd={onAdd} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {styles.length > shown ? (
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => setShown(shown + pageSize)}
        >
          {t('trade-show.more', { count: Math.min(pageSize, styles.length - shown) })}
        </button>
      ) : null}
    </>
  );
}
