import type { CheckoutOrderType } from '@shop/contracts';
import { localizePath } from '@shop/contracts/routes';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import { formatMoney, moneyLocaleFor } from '../../lib/money.ts';
import { changeText } from './change-text.ts';
import type { SavedLine, SendReport } from './trade-show-types.ts';

export type SendState = 'idle' | 'sending' | 'failed';

const baskets: CheckoutOrderType[] = ['Preorder', 'Stock'];

/**
 * The lines kept on the device, per basket, marked as not yet sent; the button that sends them (they are sent by
 * themselves when the network comes back, ADR 91); and what the shop changed when it had them.
 */
export function DeviceBasket({
  lines,
  report,
  online,
  sendState,
  onSend,
  onRemove,
}: {
  lines: SavedLine[];
  report: SendReport | null;
  online: boolean;
  sendState: SendState;
  onSend: () => void;
  onRemove: (id: string) => void;
}) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const money = (line: SavedLine) =>
    line.price === null || line.currencyCode === null
      ? '–'
      : formatMoney(line.price, line.currencyCode, moneyLocaleFor(line.currencyCode, language));
  const lineName = (line: SavedLine) =>
    t('trade-show.line', { name: line.productName, color: line.colorName, size: line.size });

  return (
    <section className="card mb-4" aria-labelledby="trade-show-basket">
      <div className="card-body">
        <h2 id="trade-show-basket" className="h5 card-title">
          {t('trade-show.basket.title')}
        </h2>
        {lines.length === 0 ? (
          <p>{t('trade-show.basket.empty')}</p>
        ) : (
          <>
            <p className="alert alert-warning py-2">
              <strong>{t('trade-show.basket.pending')}</strong>
              {' · '}
              {t('trade-show.basket.pending-count', { lines: tc('trade-show.lines-count', lines.length) })}
            </p>
            {baskets.map((basket) => {
              const inBasket = lines.filter((line) => line.orderType === basket);
              if (inBasket.length === 0) return null;
              return (
                <div className="table-responsive" key={basket}>
                  <table className="table table-sm align-middle">
                    <caption className="caption-top fw-semibold text-body">
                      {t(`cart.order-type-${basket}`)} · {tc('trade-show.lines-count', inBasket.length)}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('trade-show.basket.style')}</th>
                        <th scope="col">{t('trade-show.basket.color')}</th>
                        <th scope="col">{t('trade-show.basket.size')}</th>
                        <th scope="col" className="text-end">
                          {t('trade-show.basket.quantity')}
                        </th>
                        <th scope="col" className="text-end">
                          {t('trade-show.basket.price')}
                        </th>
                        <td />
                      </tr>
                    </thead>
                    <tbody>
                      {inBasket.map((line) => (
                        <tr key={line.id}>
                          <td>
                            {line.productName}{' '}
                            <span className="text-body-secondary">{line.productNumber}</span>
                          </td>
                          <td>{line.colorName}</td>
                          <td>{line.size}</td>
                          <td className="text-end">{line.quantity}</td>
                          <td className="text-end text-nowrap">{money(line)}</td>
                          <td className="text-end">
                            {line.batchId === null ? (
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-secondary"
                                aria-label={t('trade-show.basket.remove-line', { line: lineName(line) })}
                                onClick={() => onRemove(line.id)}
                              >
                                ×
                              </button>
                            ) : null}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              );
            })}
            <button
              type="button"
              className="btn btn-primary"
              disabled={!online || sendState === 'sending'}
              onClick={onSend}
            >
              {t('trade-show.send')}
            </button>
          </>
        )}
        <output className="d-block mt-3">
          {sendState === 'sending' ? t('trade-show.sending') : null}
          {sendState === 'failed' ? <span className="text-danger">{t('trade-show.send-failed')}</span> : null}
        </output>
        {report && report.sentLines > 0 ? (
          <section aria-labelledby="trade-show-sent" className="mt-3">
            <h3 id="trade-show-sent" className="h6">
              {t('trade-show.changes.title')}
            </h3>
            <p>{t('trade-show.sent', { lines: tc('trade-show.lines-count', report.sentLines) })}</p>
            {report.changes.length === 0 ? (
              <p>{t('trade-show.changes.none')}</p>
            ) : (
              <ul>
                {report.changes.map((change, index) => (
                  <li key={index}>{changeText(t, language, change)}</li>
                ))}
              </ul>
            )}
            <Link to={localizePath('cart', language)}>{t('trade-show.to-baskets')}</Link>
          </section>
        ) : null}
      </div>
    </section>
  );
}
